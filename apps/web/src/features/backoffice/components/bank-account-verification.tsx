import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { showError } from '../../../components/feedback/feedback-modals';
import { toastSuccess } from '../../../components/feedback/toasts';
import { isApprovalRequest } from '@harta/contracts/schemas/approvals';
import { usePendingFor } from '../approvals/api/approvals-api';
import { PendingApprovalNote, toastSentForApproval } from '../approvals/components/pending-approval-note';
import { useVerifyBankAccount } from '../api/verify-bank-account';
import { holdsAnyRole, useStaffRoles } from '../../../lib/auth/staff-roles';
import { useBackofficeT } from '../i18n/use-backoffice-t';

/**
 * Whether withdrawals may pay the client's bank account (docs/account.md "Profile updates"): an account changed in
 * my-profile awaits a staff check of the holder's name against the bank's records, confirmed here.
 */
export function BankAccountVerification({ clientId, verified }: { clientId: number; verified: boolean }) {
  const t = useBackofficeT();
  const verify = useVerifyBankAccount(clientId);
  const [confirming, setConfirming] = useState(false);
  // Verifying is the reviewer's (docs/backoffice.md, "Staff roles"); the others see the state only.
  const mayVerify = holdsAnyRole(useStaffRoles(), ['reviewer']);
  const waiting = usePendingFor('client', clientId).find((r) => r.kind === 'bankAccount.verify');

  if (verified) {
    return (
      <Badge color="brand" variant="light" size="sm" data-testid="bank-account-state">
        {t('backoffice.bankVerified')}
      </Badge>
    );
  }
  const confirm = () =>
    verify.mutate(undefined, {
      onSuccess: ({ result }) => {
        setConfirming(false);
        if (isApprovalRequest(result)) toastSentForApproval();
        else toastSuccess(t('backoffice.bankVerifyDone'));
      },
      onError: (error) => {
        setConfirming(false);
        showError(error);
      },
    });
  return (
    <Group gap="xs" justify="flex-end" component="span">
      <Badge color="yellow" variant="light" size="sm" data-testid="bank-account-state">
        {t('backoffice.bankAwaitingVerification')}
      </Badge>
      {waiting ? (
        <PendingApprovalNote request={waiting} />
      ) : (
        mayVerify && (
          <Button size="compact-sm" onClick={() => setConfirming(true)}>
            {t('backoffice.bankVerify')}
          </Button>
        )
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('backoffice.bankVerifyTitle')} centered>
        <Stack gap="md">
          <Text>{t('backoffice.bankVerifyBody')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={verify.isPending}>
              {t('backoffice.cancel')}
            </Button>
            <Button onClick={confirm} loading={verify.isPending} data-autofocus>
              {t('backoffice.bankVerify')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
