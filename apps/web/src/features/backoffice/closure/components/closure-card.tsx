import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { ClosureReasons, type ClosureFlag, type ClosureReason } from '@harta/contracts/schemas/notices';
import { showError } from '../../../../components/feedback/feedback-modals';
import { toastSuccess } from '../../../../components/feedback/toasts';
import { isApprovalRequest } from '@harta/contracts/schemas/approvals';
import { usePendingFor } from '../../approvals/api/approvals-api';
import { PendingApprovalNote, toastSentForApproval } from '../../approvals/components/pending-approval-note';
import { LoadFailed } from '../../../../components/page/load-failed';
import { formatDateTime } from '../../logic/format-date';
import { useCloseAccount, useClosureFlag, useLiftClosureFlag, useSetClosureFlag } from '../api/closure-flag';
import { useClosureT } from '../i18n/use-closure-t';

/**
 * Staff flag an approved client for closure (PEP / restricted country), lift the flag, and close the account once
 * it is empty (docs/account.md "Closure flag"). Every action is audit-logged by the server.
 */
export function ClosureCard({ clientId }: { clientId: number }) {
  const t = useClosureT();
  const flag = useClosureFlag(clientId);
  const waiting = usePendingFor('client', clientId).filter((r) => r.kind.startsWith('closureFlag.'));
  const headingId = 'closure-heading';
  return (
    <Card component="section" aria-labelledby={headingId} data-testid="closure-card">
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {t('closure.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('closure.hint')}
        </Text>
        {flag.isPending ? (
          <Skeleton h={72} />
        ) : flag.isError ? (
          <LoadFailed message={t('closure.loadFailed')} onRetry={() => void flag.refetch()} />
        ) : waiting.length > 0 ? (
          waiting.map((request) => <PendingApprovalNote key={request.id} request={request} />)
        ) : flag.data ? (
          <Flagged clientId={clientId} flag={flag.data} />
        ) : (
          <FlagForm clientId={clientId} />
        )}
      </Stack>
    </Card>
  );
}

function FlagForm({ clientId }: { clientId: number }) {
  const t = useClosureT();
  const set = useSetClosureFlag(clientId);
  const [reason, setReason] = useState<ClosureReason>('PEP');
  const [note, setNote] = useState('');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        set.mutate(
          { reason, ...(note.trim() ? { note: note.trim() } : {}) },
          {
            onSuccess: ({ result }) =>
              isApprovalRequest(result) ? toastSentForApproval() : toastSuccess(t('closure.flagDone')),
            onError: (error) => showError(error),
          },
        );
      }}
    >
      <Stack gap="sm">
        <NativeSelect
          label={t('closure.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value as ClosureReason)}
          data={ClosureReasons.map((value) => ({ value, label: t(`closure.reason.${value}`) }))}
        />
        <TextInput
          label={t('closure.note')}
          value={note}
          maxLength={500}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group>
          <Button type="submit" color="red" variant="outline" loading={set.isPending}>
            {t('closure.flag')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Flagged({ clientId, flag }: { clientId: number; flag: ClosureFlag }) {
  const t = useClosureT();
  const lift = useLiftClosureFlag(clientId);
  const close = useCloseAccount(clientId);
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack gap="sm">
      <Alert color="red" variant="light" data-testid="closure-flagged">
        <Text size="sm" fw={600}>
          {t('closure.flagged', {
            reason: t(`closure.reason.${flag.reason}`),
            date: formatDateTime(flag.flaggedAt),
          })}
        </Text>
        {flag.note && <Text size="sm">{t('closure.flaggedNote', { note: flag.note })}</Text>}
      </Alert>
      <Group gap="sm">
        <Button
          variant="default"
          loading={lift.isPending}
          onClick={() =>
            lift.mutate(undefined, {
              onSuccess: ({ result }) =>
                isApprovalRequest(result) ? toastSentForApproval() : toastSuccess(t('closure.liftDone')),
              onError: (error) => showError(error),
            })
          }
        >
          {t('closure.lift')}
        </Button>
        <Button color="red" onClick={() => setConfirming(true)}>
          {t('closure.close')}
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('closure.closeConfirmTitle')} centered>
        <Stack gap="md">
          <Text>{t('closure.closeConfirmBody')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={close.isPending}>
              {t('closure.cancel')}
            </Button>
            <Button
              color="red"
              data-autofocus
              loading={close.isPending}
              onClick={() =>
                close.mutate(undefined, {
                  onSuccess: () => {
                    setConfirming(false);
                    toastSuccess(t('closure.closeDone'));
                  },
                  // e.g. 'The account still holds money …' (409 BALANCE_NOT_ZERO): the error modal shows it.
                  onError: (error) => {
                    setConfirming(false);
                    showError(error);
                  },
                })
              }
            >
              {t('closure.close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
