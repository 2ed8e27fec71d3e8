import '@mantine/core/styles/Input.css';
import { useState } from 'react';
import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { bnmApproveRequestSchema, bnmRejectRequestSchema } from '@harta/contracts/schemas/bnm-documents';
import { showError } from '../../../../components/feedback/feedback-modals';
import { toastSuccess } from '../../../../components/feedback/toasts';
import { DecisionButtons, RejectReasonField } from '../../components/decision-form-parts';
import { firstIssueByField } from '../../logic/first-issue-by-field';
import { useApproveBnmDocument, useRejectBnmDocument } from '../api/bnm-review';
import { useBnmReviewT, type BnmReviewKey } from '../i18n/use-bnm-review-t';

/**
 * Approve (with the period the approval covers) or reject (with a reason) one document awaiting review. Both
 * forms check with the contracts' schemas before sending; the server checks again and audits the decision.
 */
export function BnmReviewActions({ documentId }: { documentId: string }) {
  const t = useBnmReviewT();
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  return (
    <>
      <Button size="xs" onClick={() => setOpen('approve')}>
        {t('bnmReview.approve')}
      </Button>
      <Button size="xs" color="red" variant="outline" onClick={() => setOpen('reject')}>
        {t('bnmReview.reject')}
      </Button>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={t(open === 'reject' ? 'bnmReview.rejectTitle' : 'bnmReview.approveTitle')}
        centered
      >
        {open === 'approve' && <ApproveForm documentId={documentId} onDone={() => setOpen(null)} />}
        {open === 'reject' && <RejectForm documentId={documentId} onDone={() => setOpen(null)} />}
      </Modal>
    </>
  );
}

function ApproveForm({ documentId, onDone }: { documentId: string; onDone: () => void }) {
  const t = useBnmReviewT();
  const approve = useApproveBnmDocument();
  const [validFrom, setValidFrom] = useState('');
  const [validUntil, setValidUntil] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const error = (field: string) => (errors[field] ? t(errors[field] as BnmReviewKey) : undefined);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = bnmApproveRequestSchema.safeParse({ validFrom, validUntil });
        if (!parsed.success) {
          setErrors(firstIssueByField(parsed.error.issues));
          return;
        }
        setErrors({});
        approve.mutate(
          { id: documentId, period: parsed.data },
          {
            onSuccess: () => {
              onDone();
              toastSuccess(t('bnmReview.approved'));
            },
            onError: (e) => {
              onDone();
              showError(e);
            },
          },
        );
      }}
    >
      <Stack gap="sm">
        <TextInput
          type="date"
          label={t('bnmReview.validFrom')}
          value={validFrom}
          onChange={(event) => setValidFrom(event.currentTarget.value)}
          error={error('validFrom')}
          withAsterisk
          data-autofocus
        />
        <TextInput
          type="date"
          label={t('bnmReview.validUntil')}
          value={validUntil}
          onChange={(event) => setValidUntil(event.currentTarget.value)}
          error={error('validUntil')}
          withAsterisk
        />
        <FormButtons label={t('bnmReview.approve')} pending={approve.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

function RejectForm({ documentId, onDone }: { documentId: string; onDone: () => void }) {
  const t = useBnmReviewT();
  const reject = useRejectBnmDocument();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = bnmRejectRequestSchema.safeParse({ reason });
        if (!parsed.success) {
          setError(parsed.error.issues[0]!.message);
          return;
        }
        setError(null);
        reject.mutate(
          { id: documentId, reason: parsed.data.reason },
          {
            onSuccess: () => {
              onDone();
              toastSuccess(t('bnmReview.rejected'));
            },
            onError: (e) => {
              onDone();
              showError(e);
            },
          },
        );
      }}
    >
      <Stack gap="sm">
        <RejectReasonField
          label={t('bnmReview.rejectReason')}
          value={reason}
          onChange={setReason}
          error={error ? t(error as BnmReviewKey) : undefined}
        />
        <FormButtons label={t('bnmReview.reject')} pending={reject.isPending} onCancel={onDone} danger />
      </Stack>
    </form>
  );
}

function FormButtons(props: { label: string; pending: boolean; onCancel: () => void; danger?: boolean }) {
  const t = useBnmReviewT();
  return <DecisionButtons {...props} cancelLabel={t('bnmReview.close')} />;
}
