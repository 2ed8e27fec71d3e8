import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { featureTranslations } from '../../../lib/i18n/feature-translations';
import { useResetStaffSecondFactor } from './reset-staff-second-factor';

const resetEn = {
  'bo.sfReset.button': 'Reset second factor',
  'bo.sfReset.title': 'Reset the second factor of {{name}}?',
  'bo.sfReset.body':
    'Their authenticator app and recovery codes stop working and their sessions end. At their next sign-in they set up the second factor again. Use this when a member has lost their phone.',
  'bo.sfReset.confirm': 'Reset',
  'bo.sfReset.cancel': 'Cancel',
  'bo.sfReset.done': 'Second factor reset: {{name}} sets it up again at the next sign-in.',
} as const;
const useResetT = featureTranslations(resetEn, 'staff-only');

/**
 * An administrator resets a staff member's second factor (docs/backoffice.md "Staff sign-in"): a button with a
 * confirmation, for the staff accounts page to place on each member's row or detail. The server allows it to
 * administrators only and audits it.
 */
export function ResetSecondFactorButton({ userId, name }: { userId: string; name: string }) {
  const t = useResetT();
  const reset = useResetStaffSecondFactor();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" color="red" size="compact-sm" onClick={() => setOpen(true)}>
        {t('bo.sfReset.button')}
      </Button>
      {reset.isSuccess && (
        <Alert color="brand" variant="light" role="status" mt="xs">
          {t('bo.sfReset.done', { name })}
        </Alert>
      )}
      <Modal opened={open} onClose={() => setOpen(false)} title={t('bo.sfReset.title', { name })} centered>
        <Stack>
          <Text>{t('bo.sfReset.body')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('bo.sfReset.cancel')}
            </Button>
            <Button
              color="red"
              loading={reset.isPending}
              onClick={() => reset.mutate(userId, { onSettled: () => setOpen(false) })}
            >
              {t('bo.sfReset.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
