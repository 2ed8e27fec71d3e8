import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { formatAmount } from '@harta/contracts/format';
import { Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { isApprovalRequest } from '@harta/contracts/schemas/approvals';
import type { CollectionView } from '@harta/contracts/schemas/recurring-deposits';
import { showError } from '../../../../components/feedback/feedback-modals';
import { toastSuccess } from '../../../../components/feedback/toasts';
import { LoadFailed } from '../../../../components/page/load-failed';
import { PageTitle } from '../../../../components/page/page-title';
import { holdsAnyRole, useStaffRoles } from '../../../../lib/auth/staff-roles';
import { isHttpError } from '../../../../lib/http/http-error';
import { toastSentForApproval } from '../../approvals/components/pending-approval-note';
import { backofficePaths } from '../../logic/backoffice-paths';
import { formatDate, formatDateTime } from '../../logic/format-date';
import { ConfirmDialog, StateBadge } from '../../money/components/money-shared';
import { useCancelMandate, useMandate, useMarkCollectionFailed } from '../api/mandates-api';
import { useMandatesT } from '../i18n/use-mandates-t';
import { COLLECTION_STATE, SCHEDULE_STATE, scheduleText } from './mandate-words';

/**
 * Staff page /backoffice/mandates/{guid}: one recurring deposit, its mandate at the bank and every collection.
 * Operations may cancel the mandate or mark a submitted collection failed after a bank enquiry; both wait for a
 * second member's approval (docs/backoffice.md "Four eyes").
 */
export function MandateDetailPage() {
  const t = useMandatesT();
  const { guid = '' } = useParams();
  const mandate = useMandate(guid);
  const operations = holdsAnyRole(useStaffRoles(), ['operations']);
  const [cancelling, setCancelling] = useState(false);
  const [failing, setFailing] = useState<CollectionView | null>(null);

  if (mandate.isPending) return <Skeleton height={240} aria-label="Loading…" />;
  if (mandate.isError) {
    return isHttpError(mandate.error) && mandate.error.status === 404 ? (
      <Text role="alert">{t('mandates.detail.notFound')}</Text>
    ) : (
      <LoadFailed message={t('mandates.detail.loadFailed')} onRetry={() => void mandate.refetch()} />
    );
  }
  const m = mandate.data;
  const live = ['pending_authorisation', 'active', 'paused'].includes(m.status);
  const fields: [string, string][] = [
    [t('mandates.detail.client'), `${m.clientName} (${m.clientEmail})`],
    [t('mandates.detail.goal'), m.goalName],
    [t('mandates.detail.schedule'), scheduleText(t, m)],
    [t('mandates.detail.startDate'), formatDate(m.startDate)],
    [
      t('mandates.detail.next'),
      m.nextCollection
        ? `${formatDate(m.nextCollection.date)} · RM ${formatAmount(m.nextCollection.amount)}`
        : t('mandates.detail.none'),
    ],
    [t('mandates.detail.bank'), m.bank.name],
    [t('mandates.detail.reference'), m.mandate.reference],
    [t('mandates.detail.maxAmount'), `RM ${formatAmount(m.mandate.maxAmount)}`],
    [t('mandates.detail.expiresOn'), formatDate(m.mandate.expiresOn)],
    [t('mandates.detail.mandateStatus'), m.mandate.status],
    [t('mandates.detail.created'), formatDateTime(m.createdAt)],
  ];
  if (m.statusReason) fields.push([t('mandates.detail.reason'), t(m.statusReason as never)]);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={backofficePaths.mandates} size="sm">
        {t('mandates.detail.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <PageTitle>{`${m.clientName} · ${m.goalName}`}</PageTitle>
        <StateBadge state={SCHEDULE_STATE[m.status]} label={t(`mandates.status.${m.status}`)} />
      </Group>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {fields.map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="sm">{value}</Text>
            </div>
          ))}
        </SimpleGrid>
        {operations && live && (
          <Group mt="md">
            <Button color="red" variant="light" onClick={() => setCancelling(true)}>
              {t('mandates.correct.cancel')}
            </Button>
          </Group>
        )}
      </Card>
      <Card withBorder padding={0}>
        <Title order={2} size="h4" p="md">
          {t('mandates.collections.heading')}
        </Title>
        {m.collections.length === 0 ? (
          <Text p="md" c="dimmed">
            {t('mandates.collections.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" horizontalSpacing="md">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('mandates.collections.col.date')}</Table.Th>
                  <Table.Th ta="right">{t('mandates.collections.col.amount')}</Table.Th>
                  <Table.Th>{t('mandates.collections.col.status')}</Table.Th>
                  <Table.Th>{t('mandates.collections.col.attempt')}</Table.Th>
                  <Table.Th>{t('mandates.collections.col.deposit')}</Table.Th>
                  <Table.Th>{t('mandates.collections.col.action')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {m.collections.map((c) => (
                  <Table.Tr key={c.guid} data-testid="staff-collection-row">
                    <Table.Td>{formatDate(c.scheduledFor)}</Table.Td>
                    <Table.Td ta="right">{formatAmount(c.amount)}</Table.Td>
                    <Table.Td>
                      <StateBadge state={COLLECTION_STATE[c.status]!} label={t(`mandates.collection.${c.status}`)} />
                      {c.failureReason && (
                        <Text size="xs" c="dimmed">
                          {t(c.failureReason as never)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{c.attempt}</Table.Td>
                    <Table.Td>
                      <Text size="xs" ff="monospace">
                        {c.orderId ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {operations && c.status === 'submitted' && (
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          aria-label={t('mandates.correct.markFailedLabel', { date: formatDate(c.scheduledFor) })}
                          onClick={() => setFailing(c)}
                        >
                          {t('mandates.correct.markFailed')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      <CancelDialog guid={m.guid} opened={cancelling} onClose={() => setCancelling(false)} />
      <MarkFailedDialog collection={failing} onClose={() => setFailing(null)} />
    </Stack>
  );
}

/** A correction with a reason, sent for a second member's approval. */
function ReasonDialog({
  opened,
  title,
  body,
  busy,
  onSubmit,
  onClose,
}: {
  opened: boolean;
  title: string;
  body: string;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const t = useMandatesT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  return (
    <ConfirmDialog
      opened={opened}
      title={title}
      confirmLabel={t('mandates.correct.submit')}
      cancelLabel={t('mandates.cancel')}
      busy={busy}
      danger
      onConfirm={() =>
        reason.trim() === '' ? setError(t('mandates.correct.reasonRequired')) : onSubmit(reason.trim())
      }
      onClose={close}
    >
      <Text>{body}</Text>
      <Textarea
        label={t('mandates.correct.reason')}
        value={reason}
        maxLength={500}
        onChange={(e) => {
          setReason(e.currentTarget.value);
          setError(null);
        }}
        error={error}
        rows={3}
      />
    </ConfirmDialog>
  );
}

function done(answer: unknown, t: ReturnType<typeof useMandatesT>) {
  if (isApprovalRequest(answer)) toastSentForApproval();
  else toastSuccess(t('mandates.correct.done'));
}

function CancelDialog({ guid, opened, onClose }: { guid: string; opened: boolean; onClose: () => void }) {
  const t = useMandatesT();
  const cancel = useCancelMandate(guid);
  return (
    <ReasonDialog
      opened={opened}
      title={t('mandates.correct.cancelTitle')}
      body={t('mandates.correct.cancelBody')}
      busy={cancel.isPending}
      onClose={onClose}
      onSubmit={(reason) =>
        cancel.mutate(reason, {
          onSuccess: (answer) => {
            onClose();
            done(answer, t);
          },
          onError: (error) => showError(error),
        })
      }
    />
  );
}

function MarkFailedDialog({ collection, onClose }: { collection: CollectionView | null; onClose: () => void }) {
  const t = useMandatesT();
  const mark = useMarkCollectionFailed();
  const date = collection ? formatDate(collection.scheduledFor) : '';
  return (
    <ReasonDialog
      opened={collection !== null}
      title={t('mandates.correct.markFailedTitle', { date })}
      body={t('mandates.correct.markFailedBody')}
      busy={mark.isPending}
      onClose={onClose}
      onSubmit={(reason) =>
        mark.mutate(
          { collection: collection!.guid, reason },
          {
            onSuccess: (answer) => {
              onClose();
              done(answer, t);
            },
            onError: (error) => showError(error),
          },
        )
      }
    />
  );
}
