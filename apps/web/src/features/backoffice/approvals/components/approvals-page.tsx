import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Table.css';
import { useState } from 'react';
import { Badge, Button, Card, Code, Group, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { APPROVAL_REASON_MAX_LENGTH, type ApprovalRequest } from '@harta/contracts/schemas/approvals';
import { showError } from '../../../../components/feedback/feedback-modals';
import { toastSuccess } from '../../../../components/feedback/toasts';
import { LoadFailed } from '../../../../components/page/load-failed';
import { formatDateTime } from '../../logic/format-date';
import { ConfirmDialog, MoneyHeader, StateBadge } from '../../money/components/money-shared';
import { useApprovalHistory, useDecideApproval, usePendingApprovals } from '../api/approvals-api';
import { useApprovalsT, type ApprovalsKey, type ApprovalsT } from '../i18n/use-approvals-t';
import { StaffPagination } from '../../../../components/staff/staff-pagination';

const HISTORY_PAGE_SIZE = 50;

const kindLabel = (t: ApprovalsT, r: ApprovalRequest) => t(`approvals.kind.${r.kind}` as ApprovalsKey);
const statusLabel = (t: ApprovalsT, r: ApprovalRequest) => t(`approvals.status.${r.status}` as ApprovalsKey);

/**
 * Four eyes (docs/backoffice.md "Four eyes"): the requests waiting for a second member, with the exact change, who
 * made them and when they expire; Approve (after a confirmation) or Reject with a reason. A member's own requests
 * show without Approve, and they may withdraw them. Below, the decided history.
 */
export function ApprovalsPage() {
  const t = useApprovalsT();
  const pending = usePendingApprovals();
  const [page, setPage] = useState(1);
  const history = useApprovalHistory(page);
  return (
    <Stack gap="lg">
      <MoneyHeader title={t('approvals.title')} subtitle={t('approvals.subtitle')} />
      <Title order={2} size="h4">
        {t('approvals.pending')}
      </Title>
      {pending.isPending ? (
        <Skeleton height={120} aria-label="Loading…" />
      ) : pending.isError ? (
        <LoadFailed message={t('approvals.loadFailed')} onRetry={() => void pending.refetch()} />
      ) : pending.data.items.length === 0 ? (
        <Text c="dimmed">{t('approvals.empty')}</Text>
      ) : (
        <Stack gap="md">
          {pending.data.items.map((r) => (
            <PendingCard key={r.id} request={r} />
          ))}
        </Stack>
      )}
      <Title order={2} size="h4">
        {t('approvals.history')}
      </Title>
      {history.isPending ? (
        <Skeleton height={120} aria-label="Loading…" />
      ) : history.isError ? (
        <LoadFailed message={t('approvals.loadFailed')} onRetry={() => void history.refetch()} />
      ) : history.data.items.length === 0 ? (
        <Text c="dimmed">{t('approvals.historyEmpty')}</Text>
      ) : (
        <Stack gap="sm">
          {history.data.items.map((r) => (
            <DecidedCard key={r.id} request={r} />
          ))}
          {history.data.total > HISTORY_PAGE_SIZE && (
            <StaffPagination
              total={Math.ceil(history.data.total / HISTORY_PAGE_SIZE)}
              value={page}
              onChange={setPage}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** The change as the server recorded it, readable as it is (it is what will be applied). */
function ChangeBlock({ request }: { request: ApprovalRequest }) {
  const t = useApprovalsT();
  return (
    <details>
      <summary>
        <Text span size="sm">
          {t('approvals.change')}
        </Text>
      </summary>
      <Code block mt={4} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {JSON.stringify(request.change, null, 2)}
      </Code>
    </details>
  );
}

type Dialog = 'approve' | 'reject' | 'withdraw' | null;

function PendingCard({ request }: { request: ApprovalRequest }) {
  const t = useApprovalsT();
  const decide = useDecideApproval();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reason, setReason] = useState('');
  const [issue, setIssue] = useState<string | null>(null);

  const run = (decision: Parameters<typeof decide.mutate>[0], done: ApprovalsKey) =>
    decide.mutate(decision, {
      onSuccess: () => {
        setDialog(null);
        toastSuccess(t(done));
      },
      onError: (error) => {
        setDialog(null);
        showError(error);
      },
    });

  return (
    <Card withBorder padding="md" data-testid="approval-request" aria-label={request.summary}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Badge variant="light" color="yellow" tt="none">
            {kindLabel(t, request)}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('approvals.expires', { date: formatDateTime(request.expiresAt) })}
          </Text>
        </Group>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {request.summary}
        </Text>
        <Text size="sm" c="dimmed">
          {t('approvals.madeBy', { name: request.maker.name, date: formatDateTime(request.madeAt) })}
        </Text>
        <ChangeBlock request={request} />
        {request.mine ? (
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">{t('approvals.yours')}</Text>
            <Button size="xs" variant="default" onClick={() => setDialog('withdraw')}>
              {t('approvals.withdraw')}
            </Button>
          </Group>
        ) : request.canDecide ? (
          <Group justify="flex-end" gap="xs">
            <Button size="xs" color="red" variant="light" onClick={() => setDialog('reject')}>
              {t('approvals.reject')}
            </Button>
            <Button size="xs" onClick={() => setDialog('approve')}>
              {t('approvals.approve')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('approvals.notYourRole')}
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        opened={dialog === 'approve'}
        title={t('approvals.approveTitle')}
        confirmLabel={t('approvals.approve')}
        cancelLabel={t('approvals.cancel')}
        busy={decide.isPending}
        onConfirm={() => run({ id: request.id, kind: 'approve' }, 'approvals.approved')}
        onClose={() => setDialog(null)}
      >
        <Text>{t('approvals.approveBody', { summary: request.summary })}</Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={dialog === 'reject'}
        title={t('approvals.rejectTitle')}
        confirmLabel={t('approvals.reject')}
        cancelLabel={t('approvals.cancel')}
        busy={decide.isPending}
        danger
        onConfirm={() => {
          if (!reason.trim()) {
            setIssue(t('approvals.reasonRequired' as ApprovalsKey));
            return;
          }
          run({ id: request.id, kind: 'reject', reason: reason.trim() }, 'approvals.rejected');
        }}
        onClose={() => setDialog(null)}
      >
        <Text>{request.summary}</Text>
        <Textarea
          label={t('approvals.reason')}
          required
          maxLength={APPROVAL_REASON_MAX_LENGTH}
          value={reason}
          error={issue}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setIssue(null);
          }}
        />
      </ConfirmDialog>
      <ConfirmDialog
        opened={dialog === 'withdraw'}
        title={t('approvals.withdrawTitle')}
        confirmLabel={t('approvals.withdraw')}
        cancelLabel={t('approvals.cancel')}
        busy={decide.isPending}
        onConfirm={() => run({ id: request.id, kind: 'withdraw' }, 'approvals.withdrawn')}
        onClose={() => setDialog(null)}
      >
        <Text>{t('approvals.withdrawBody', { summary: request.summary })}</Text>
      </ConfirmDialog>
    </Card>
  );
}

const DECIDED_COLOURS: Record<string, string> = { APPROVED: 'PAID', REJECTED: 'FAILED', FAILED: 'FAILED' };

function DecidedCard({ request }: { request: ApprovalRequest }) {
  const t = useApprovalsT();
  const status = statusLabel(t, request);
  const date = formatDateTime(request.decidedAt);
  return (
    <Card withBorder padding="sm" data-testid="approval-decided">
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <StateBadge state={DECIDED_COLOURS[request.status] ?? 'CANCELLED'} label={status} />
          <Text size="sm" fw={600}>
            {request.summary}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('approvals.madeBy', { name: request.maker.name, date: formatDateTime(request.madeAt) })}
          {' · '}
          {request.checker
            ? t('approvals.decidedBy', { status, name: request.checker.name, date })
            : t('approvals.decidedOn', { status, date })}
        </Text>
        {request.reason && <Text size="xs">{t('approvals.reasonLine', { reason: request.reason })}</Text>}
        <ChangeBlock request={request} />
      </Stack>
    </Card>
  );
}

export default ApprovalsPage;
