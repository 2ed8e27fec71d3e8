import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Progress.css';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Modal,
  Progress,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { href } from '@harta/contracts/routes';
import type { DataExport, DataRightsOverview } from '@harta/contracts/schemas/data-rights';
import { LoadFailed } from '../../../components/page/load-failed';
import { PageTitle } from '../../../components/page/page-title';
import { formatDate, formatDateTime } from '../../../lib/i18n/format-date';
import { HttpError } from '../../../lib/http/http-error';
import { useDataRights } from '../api/get-data-rights';
import { useDownloadExport } from '../api/download-export';
import { useRequestErasure } from '../api/request-erasure';
import { useRequestExport } from '../api/request-export';
import { useDataRightsT } from '../i18n/use-data-rights-t';

/** The server's own message for a refusal (one copy at a time, the daily limit), else the fallback. */
const refusal = (error: unknown, fallback: string) =>
  error instanceof HttpError && error.body?.result ? error.body.result : fallback;

/**
 * My Account → Your data (docs/account.md "Your data"): a copy of everything held (prepared in the background,
 * e-mailed, downloadable for a few days), where to correct it, and erasure after closure. The e-mailed link opens
 * this page with `?download=<id>`: that copy is offered at the top.
 */
export function YourDataPage() {
  const t = useDataRightsT();
  const data = useDataRights();
  return (
    <Container size="sm">
      <Stack gap="lg">
        <PageTitle>{t('data.title')}</PageTitle>
        <Text>{t('data.intro')}</Text>
        {data.isPending ? (
          <Skeleton h={240} />
        ) : data.isError ? (
          <LoadFailed message={t('data.loadFailed')} onRetry={() => void data.refetch()} />
        ) : (
          <>
            <LinkedExport overview={data.data} />
            <ExportCard overview={data.data} />
            <CorrectCard />
            <ErasureCard overview={data.data} />
          </>
        )}
      </Stack>
    </Container>
  );
}

function DownloadButton({ id, primary = false }: { id: string; primary?: boolean }) {
  const t = useDataRightsT();
  const download = useDownloadExport();
  return (
    <Stack gap={4} align="flex-start">
      <Button
        size={primary ? 'md' : 'sm'}
        variant={primary ? 'filled' : 'light'}
        loading={download.isPending}
        onClick={() => download.mutate(id)}
      >
        {download.isPending ? t('data.export.downloading') : t('data.export.download')}
      </Button>
      {download.isError && (
        <Text size="sm" c="red" role="alert">
          {t('data.export.downloadFailed')}
        </Text>
      )}
    </Stack>
  );
}

/** The copy named by the e-mail's link, when there is one. */
function LinkedExport({ overview }: { overview: DataRightsOverview }) {
  const t = useDataRightsT();
  const [params] = useSearchParams();
  const id = params.get('download');
  if (!id) return null;
  const linked = overview.exports.find((e) => e.id === id);
  if (linked?.status !== 'READY') {
    return (
      <Alert color="yellow" role="status">
        {t('data.export.linkedGone')}
      </Alert>
    );
  }
  return (
    <Alert color="green" title={t('data.export.linked')} data-testid="linked-export">
      <DownloadButton id={id} primary />
    </Alert>
  );
}

function ExportLine({ item }: { item: DataExport }) {
  const t = useDataRightsT();
  const working = item.status === 'REQUESTED' || item.status === 'RUNNING';
  return (
    <Stack gap={6} component="li" data-testid={`export-${item.id}`}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Text fw={600}>{t(`data.export.status.${item.status}`, { date: formatDateTime(item.expiresAt ?? '') })}</Text>
          <Text size="sm" c="dimmed">
            {t('data.export.requestedOn', { date: formatDate(item.requestedAt) })}
          </Text>
        </Stack>
        {item.status === 'READY' && <DownloadButton id={item.id} />}
      </Group>
      {working && (
        <Progress
          value={item.progress}
          animated
          aria-label={t('data.export.progress', { percent: item.progress })}
          role="progressbar"
          aria-valuenow={item.progress}
        />
      )}
    </Stack>
  );
}

function ExportCard({ overview }: { overview: DataRightsOverview }) {
  const t = useDataRightsT();
  const request = useRequestExport();
  const busy = overview.exports.some((e) => e.status === 'REQUESTED' || e.status === 'RUNNING');
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('data.export.title')}
        </Title>
        <Text size="sm">{t('data.export.help', { days: overview.exportValidDays })}</Text>
        <Button
          style={{ alignSelf: 'flex-start' }}
          onClick={() => request.mutate()}
          loading={request.isPending}
          disabled={busy}
        >
          {t('data.export.submit')}
        </Button>
        {request.isSuccess && busy && <Text role="status">{t('data.export.asked')}</Text>}
        {request.isError && (
          <Alert color="red" role="alert">
            {refusal(request.error, t('data.export.downloadFailed'))}
          </Alert>
        )}
        {overview.exports.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('data.export.empty')}
          </Text>
        ) : (
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {overview.exports.map((item) => (
              <ExportLine key={item.id} item={item} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function CorrectCard() {
  const t = useDataRightsT();
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('data.correct.title')}
        </Title>
        <Text size="sm">{t('data.correct.help')}</Text>
        <Group gap="md">
          <Anchor component={Link} to={href.to('myProfile')}>
            {t('data.correct.profile')}
          </Anchor>
          <Anchor component={Link} to={href.to('bnmDocuments')}>
            {t('data.correct.bnm')}
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}

function ErasureCard({ overview }: { overview: DataRightsOverview }) {
  const t = useDataRightsT();
  const [confirming, setConfirming] = useState(false);
  const request = useRequestErasure();
  const years = overview.retentionYears;
  const erasure = overview.erasure;
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('data.erase.title')}
        </Title>
        <Text size="sm">{t('data.erase.help', { years })}</Text>
        {erasure ? (
          <Alert color="blue" role="status">
            {erasure.status === 'DONE'
              ? t('data.erase.done', { date: formatDate(erasure.completedAt) })
              : erasure.dueAt
                ? t('data.erase.scheduled', { date: formatDate(erasure.requestedAt), due: formatDate(erasure.dueAt) })
                : t('data.erase.waiting', { date: formatDate(erasure.requestedAt), years })}
          </Alert>
        ) : (
          <Button variant="default" style={{ alignSelf: 'flex-start' }} onClick={() => setConfirming(true)}>
            {t('data.erase.submit')}
          </Button>
        )}
        {request.isError && (
          <Alert color="red" role="alert">
            {refusal(request.error, t('data.loadFailed'))}
          </Alert>
        )}
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('data.erase.confirmTitle')} centered>
        <Stack>
          <Text>{t('data.erase.confirm', { years })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('data.erase.cancel')}
            </Button>
            <Button
              loading={request.isPending}
              onClick={() => request.mutate(undefined, { onSettled: () => setConfirming(false) })}
            >
              {t('data.erase.confirmYes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
