import '@mantine/core/styles/Alert.css';
import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { showError } from '../../../../components/feedback/feedback-modals';
import { toastSuccess } from '../../../../components/feedback/toasts';
import { useResendConfirmationEmail } from '../../api/resend-confirmation-email';
import { useCooldown } from '../../hooks/use-cooldown';
import { useRegT } from '../../i18n/use-reg-t';
import { cooldownOf } from '../../logic/cooldown-error';
import { StepCard } from '../step-card';

export const RESEND_COOLDOWN_MS = 60_000;

/**
 * Step 2 while waiting: "check your e-mail", with a resend button and its 60-second cooldown. Asked too soon
 * (another tab, a reload), the server's answer says how long to wait, and the button counts it down.
 */
export function CheckEmailStep({
  email,
  sentAt,
  resumed = false,
  onResent,
  onChangeEmail,
}: {
  email: string;
  sentAt: number | null;
  /** The address had already started signing up: the link continues that sign-up. */
  resumed?: boolean;
  onResent: (at: number) => void;
  onChangeEmail: () => void;
}) {
  const t = useRegT();
  const resend = useResendConfirmationEmail();
  const [wait, setWait] = useState<{ message: string; until: number } | null>(null);
  const left = useCooldown(Math.max(sentAt ? sentAt + RESEND_COOLDOWN_MS : 0, wait?.until ?? 0) || null);

  const onResend = async () => {
    setWait(null);
    try {
      const result = await resend.mutateAsync(email);
      onResent(Date.now());
      toastSuccess(result.message);
    } catch (error) {
      const cooldown = cooldownOf(error);
      if (cooldown) setWait(cooldown);
      else showError(error);
    }
  };

  return (
    <StepCard title={t('reg.checkEmail.title')}>
      <Stack>
        <Alert color="brand" variant="light" title={t('reg.checkEmail.sentTo', { email })}>
          {t(resumed ? 'registration.signupResumed' : 'registration.confirmationSent')}
        </Alert>
        <Text size="sm" c="dimmed">
          {t('reg.checkEmail.hint')}
        </Text>
        {wait && left > 0 && (
          <Alert color="yellow" variant="light" role="status">
            {wait.message}
          </Alert>
        )}
        <Group>
          <Button variant="light" onClick={onResend} loading={resend.isPending} disabled={left > 0}>
            {left > 0 ? t('reg.checkEmail.resendIn', { seconds: left }) : t('reg.checkEmail.resend')}
          </Button>
          <Anchor component="button" type="button" onClick={onChangeEmail}>
            {t('reg.checkEmail.changeEmail')}
          </Anchor>
        </Group>
      </Stack>
    </StepCard>
  );
}
