import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { href } from '@harta/contracts/routes';
import { isHttpError } from '../../../../lib/http/http-error';
import { showError } from '../../../../components/feedback/feedback-modals';
import { useConfirmEmailCheck } from '../../api/confirm-email-check';
import { useConfirmEmail } from '../../api/confirm-email';
import { useResendConfirmationEmail } from '../../api/resend-confirmation-email';
import { useRegT, type AnyKey } from '../../i18n/use-reg-t';
import { StepCard, StepSkeleton } from '../step-card';

const STATE_MESSAGE: Record<'EXPIRED' | 'USED' | 'INVALID', AnyKey> = {
  EXPIRED: 'registration.tokenExpired',
  USED: 'registration.tokenUsed',
  INVALID: 'registration.tokenInvalid',
};

/**
 * Step 2 from the e-mailed link (`?confirm=<token>`): checks the link, uses it once, and hands the
 * password-setup token on to step 3. A bad link says why and offers a new one.
 */
export function ConfirmEmailView({
  token,
  onConfirmed,
  onResent,
}: {
  token: string;
  onConfirmed: (setupToken: string, email: string) => void;
  onResent: (email: string) => void;
}) {
  const t = useRegT();
  const check = useConfirmEmailCheck(token);
  const confirm = useConfirmEmail();
  const started = useRef(false);
  const [failed, setFailed] = useState<AnyKey | null>(null);

  const state = check.data?.state;
  useEffect(() => {
    if (state !== 'VALID' || started.current) return;
    started.current = true; // a link is single use: never send it twice
    confirm.mutate(token, {
      onSuccess: (result) => onConfirmed(result.setupToken, result.emailAddress),
      onError: (error) => {
        if (isHttpError(error) && error.status === 400) setFailed('registration.tokenInvalid');
        else showError(error);
      },
    });
  }, [state, token, confirm, onConfirmed]);

  if (check.isPending || (state === 'VALID' && !failed)) return <StepSkeleton />;
  const message: AnyKey = failed ?? (state && state !== 'VALID' ? STATE_MESSAGE[state] : 'registration.tokenInvalid');
  return (
    <StepCard title={t('reg.confirm.title')}>
      <Stack>
        <Alert color="yellow" variant="light" role="alert">
          {t(message)}
        </Alert>
        {state === 'USED' ? (
          <Anchor component={Link} to={href.to('userLogin')}>
            {t('reg.confirm.goToLogin')}
          </Anchor>
        ) : (
          <ResendForm onResent={onResent} />
        )}
      </Stack>
    </StepCard>
  );
}

function ResendForm({ onResent }: { onResent: (email: string) => void }) {
  const t = useRegT();
  const [email, setEmail] = useState('');
  const resend = useResendConfirmationEmail();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!email.trim()) return;
        resend.mutate(email.trim(), { onSuccess: () => onResent(email.trim()), onError: showError });
      }}
    >
      <Stack>
        <TextInput
          label={t('reg.field.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <Button type="submit" loading={resend.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('reg.confirm.sendNewLink')}
        </Button>
      </Stack>
    </form>
  );
}
