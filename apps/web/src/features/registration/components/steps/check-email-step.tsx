import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { showError } from '../../../../components/feedback/feedback-modals';
import { toastSuccess } from '../../../../components/feedback/toasts';
import { useResendConfirmationEmail } from '../../api/resend-confirmation-email';
import { useCooldown } from '../../hooks/use-cooldown';
import { useRegT } from '../../i18n/use-reg-t';
import { StepCard } from '../step-card';

export const RESEND_COOLDOWN_MS = 60_000;

/** Step 2 while waiting: "check your e-mail", with a resend button and its 60-second cooldown. */
export function CheckEmailStep({
  email,
  sentAt,
  onResent,
  onChangeEmail,
}: {
  email: string;
  sentAt: number | null;
  onResent: (at: number) => void;
  onChangeEmail: () => void;
}) {
  const t = useRegT();
  const resend = useResendConfirmationEmail();
  const left = useCooldown(sentAt ? sentAt + RESEND_COOLDOWN_MS : null);

  const onResend = async () => {
    try {
      const result = await resend.mutateAsync(email);
      onResent(Date.now());
      toastSuccess(result.message);
    } catch (error) {
      showError(error);
    }
  };

  return (
    <StepCard title={t('reg.checkEmail.title')}>
      <Stack>
        <Alert color="brand" variant="light" title={t('reg.checkEmail.sentTo', { email })}>
          {t('registration.confirmationSent')}
        </Alert>
        <Text size="sm" c="dimmed">
          {t('reg.checkEmail.hint')}
        </Text>
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
