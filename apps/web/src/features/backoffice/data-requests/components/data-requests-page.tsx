import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Progress.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Button, Card, Group, Modal, Progress, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { DataRequestItem } from '@harta/contracts/schemas/data-rights';
import { showError } from '../../../../components/feedback/feedback-modals';
import { toastSuccess } from '../../../../components/feedback/toasts';
import { LoadFailed } from '../../../../components/page/load-failed';
import { PageTitle } from '../../../../components/page/page-title';
import { backofficePaths } from '../../logic/backoffice-paths';
import { formatDate, formatDateTime } from '../../logic/format-date';
import { useCarryOutErasure, useDataRequests, useRecordErasure } from '../api/data-requests';
import { useDataRequestsT } from '../i18n/use-data-requests-t';

/** Staff (compliance): every personal-data request, newest first, and the erasures that are due. */
export function DataRequestsPage() {
  const t = useDataRequestsT();
  const list = useDataRequests();
  return (
    <Stack gap="lg">
      <PageTitle>{t('dataReq.title')}</PageTitle>
      <Text size="sm" c="dimmed">
        {t('dataReq.hint')}
      </Text>
      <RecordErasureForm />
      {list.isPending ? (
        <Skeleton h={120} />
      ) : list.isError ? (
        <LoadFailed message={t('dataReq.loadFailed')} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <Card>
          <Text>{t('dataReq.empty')}</Text>
        </Card>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.data.map((item) => (
            <RequestItem key={item.id} item={item} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** A closed client's request received in writing: recorded by client number. */
function RecordErasureForm() {
  const t = useDataRequestsT();
  const record = useRecordErasure();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Card withBorder>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!/^\d{1,9}$/.test(value.trim())) {
            setError(t('dataReq.record.invalid'));
            return;
          }
          setError(null);
          record.mutate(Number(value.trim()), {
            onSuccess: () => {
              setValue('');
              toastSuccess(t('dataReq.record.done'));
            },
            onError: (e) => showError(e),
          });
        }}
      >
        <Stack gap="xs">
          <Text fw={600}>{t('dataReq.record.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('dataReq.record.help')}
          </Text>
          <Group align="flex-start" gap="sm">
            <TextInput
              label={t('dataReq.record.clientId')}
              inputMode="numeric"
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              error={error}
            />
            <Button type="submit" mt={25} loading={record.isPending}>
              {t('dataReq.record.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function RequestItem({ item }: { item: DataRequestItem }) {
  const t = useDataRequestsT();
  const [confirming, setConfirming] = useState(false);
  const erase = useCarryOutErasure();
  const working = item.status === 'REQUESTED' || item.status === 'RUNNING';
  return (
    <Card withBorder component="li" data-testid={`data-request-${item.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={600}>{t(`dataReq.kind.${item.kind}`)}</Text>
            <Badge variant="light" color={item.erasureDue ? 'red' : item.status === 'FAILED' ? 'orange' : 'gray'}>
              {item.erasureDue ? t('dataReq.dueNow') : t(`dataReq.status.${item.status}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('dataReq.requested', { date: formatDateTime(item.requestedAt) })}
          </Text>
        </Group>
        <Text size="sm">
          {t('dataReq.client')}:{' '}
          <Anchor component={Link} to={backofficePaths.application(item.clientId)}>
            {item.clientName && item.clientName !== 'ERASED'
              ? item.clientName
              : t('dataReq.erased', { id: item.clientId })}
          </Anchor>
        </Text>
        {working && <Progress value={item.progress} aria-label={t('dataReq.progress', { percent: item.progress })} />}
        {item.expiresAt && item.status === 'READY' && (
          <Text size="sm">{t('dataReq.expires', { date: formatDateTime(item.expiresAt) })}</Text>
        )}
        {item.downloadedAt && (
          <Text size="sm">{t('dataReq.downloaded', { date: formatDateTime(item.downloadedAt) })}</Text>
        )}
        {item.dueAt && item.status !== 'DONE' && (
          <Text size="sm">{t('dataReq.due', { date: formatDate(item.dueAt) })}</Text>
        )}
        {item.completedAt && (
          <Text size="sm">{t('dataReq.completed', { date: formatDateTime(item.completedAt) })}</Text>
        )}
        {item.error && (
          <Text size="sm" c="red">
            {t('dataReq.error', { error: item.error })}
          </Text>
        )}
        {item.erasureDue && (
          <Button size="xs" color="red" style={{ alignSelf: 'flex-start' }} onClick={() => setConfirming(true)}>
            {t('dataReq.erase')}
          </Button>
        )}
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('dataReq.eraseTitle')} centered>
        <Stack>
          <Text>{t('dataReq.eraseBody')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('dataReq.cancel')}
            </Button>
            <Button
              color="red"
              loading={erase.isPending}
              onClick={() =>
                erase.mutate(item.id, {
                  onSuccess: () => {
                    setConfirming(false);
                    toastSuccess(t('dataReq.eraseDone'));
                  },
                  onError: (e) => {
                    setConfirming(false);
                    showError(e);
                  },
                })
              }
            >
              {t('dataReq.eraseConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
