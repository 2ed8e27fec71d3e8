import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import { useState } from 'react';
import { useAppForm } from '../../../lib/forms/use-app-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import type { ApplicationDetail, AuditActor } from '@harta/contracts/schemas/backoffice';
import { showError } from '../../../components/feedback/feedback-modals';
import { toastSuccess } from '../../../components/feedback/toasts';
import { useApproveApplication } from '../api/approve-application';
import { useRejectApplication } from '../api/reject-application';
import { formatDateTime } from '../logic/format-date';
import { rejectReasonFormSchema, type RejectReasonForm } from '../logic/reject-reason-schema';
import { useBackofficeT, type BackofficeKey } from '../i18n/use-backoffice-t';

type Dialog = 'approve' | 'reject' | null;

/** "Nadia Ismail (staff@example.com)": who decided, recognisable without looking up an id. */
function actorLabel(actor: AuditActor): string {
  if (actor.name && actor.email) return `${actor.name} (${actor.email})`;
  return actor.name ?? actor.email ?? actor.id;
}

/**
 * Approve / Reject. Both ask for confirmation in a dialog; rejecting needs a reason (e-mailed to the client).
 * After a decision the detail and the list reload (the status updates) and a toast confirms it.
 */
export function DecisionCard({ detail, name }: { detail: ApplicationDetail; name: string }) {
  const t = useBackofficeT();
  const [dialog, setDialog] = useState<Dialog>(null);
  const reviewable = detail.status === 'PENDING';

  return (
    <Card>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('backoffice.decision')}
        </Title>
        {detail.decision && (
          <Alert
            color={detail.decision.decision === 'APPROVE' ? 'brand' : 'red'}
            variant="light"
            data-testid="decision-result"
          >
            <Text size="sm" fw={600}>
              {t(detail.decision.decision === 'APPROVE' ? 'backoffice.decidedApprove' : 'backoffice.decidedReject', {
                by: actorLabel(detail.decision.decidedBy),
                date: formatDateTime(detail.decision.decidedAt),
              })}
            </Text>
            {detail.decision.reason && (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {detail.decision.decision === 'APPROVE'
                  ? t('backoffice.decisionNote', { note: detail.decision.reason })
                  : t('backoffice.decisionReason', { reason: detail.decision.reason })}
              </Text>
            )}
          </Alert>
        )}
        {reviewable ? (
          <>
            <Text size="sm" c="dimmed">
              {t('backoffice.decisionHint')}
            </Text>
            <Group gap="sm">
              <Button color="brand" onClick={() => setDialog('approve')}>
                {t('backoffice.approve')}
              </Button>
              <Button color="red" variant="outline" onClick={() => setDialog('reject')}>
                {t('backoffice.reject')}
              </Button>
            </Group>
          </>
        ) : (
          !detail.decision && (
            <Text size="sm" c="dimmed">
              {t('backoffice.notReviewable')}
            </Text>
          )
        )}
      </Stack>
      <ApproveDialog
        opened={dialog === 'approve'}
        onClose={() => setDialog(null)}
        clientId={detail.clientId}
        name={name}
      />
      <RejectDialog
        opened={dialog === 'reject'}
        onClose={() => setDialog(null)}
        clientId={detail.clientId}
        name={name}
      />
    </Card>
  );
}

interface DialogProps {
  opened: boolean;
  onClose: () => void;
  clientId: number;
  name: string;
}

function ApproveDialog({ opened, onClose, clientId, name }: DialogProps) {
  const t = useBackofficeT();
  const approve = useApproveApplication(clientId);
  const [note, setNote] = useState('');

  const confirm = () =>
    approve.mutate(note, {
      onSuccess: () => {
        onClose();
        setNote('');
        toastSuccess(t('backoffice.approved', { name }));
      },
      onError: (error) => showError(error),
    });

  return (
    <Modal opened={opened} onClose={onClose} title={t('backoffice.approveTitle')} centered>
      <Stack gap="md">
        <Text>{t('backoffice.approveBody', { name })}</Text>
        <Textarea
          label={t('backoffice.approveNote')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          resize="vertical"
          minRows={2}
          maxLength={1000}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={approve.isPending}>
            {t('backoffice.cancel')}
          </Button>
          <Button onClick={confirm} loading={approve.isPending} data-autofocus>
            {t('backoffice.confirmApprove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function RejectDialog({ opened, onClose, clientId, name }: DialogProps) {
  const t = useBackofficeT();
  const reject = useRejectApplication(clientId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useAppForm<RejectReasonForm>({
    resolver: zodResolver(rejectReasonFormSchema),
    defaultValues: { reason: '' },
  });

  const submit = handleSubmit(({ reason }) =>
    reject.mutateAsync(reason).then(
      () => {
        onClose();
        reset();
        toastSuccess(t('backoffice.rejected', { name }));
      },
      (error: unknown) => {
        showError(error);
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={t('backoffice.rejectTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{t('backoffice.rejectBody', { name })}</Text>
          <Text size="sm" c="dimmed">
            {t('backoffice.rejectGuidance')}
          </Text>
          <Textarea
            label={t('backoffice.rejectReason')}
            required
            resize="vertical"
            minRows={3}
            maxLength={1000}
            data-autofocus
            error={errors.reason?.message ? t(errors.reason.message as BackofficeKey) : undefined}
            {...register('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={reject.isPending}>
              {t('backoffice.cancel')}
            </Button>
            <Button type="submit" color="red" loading={reject.isPending}>
              {t('backoffice.confirmReject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
