import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { href } from '@harta/contracts/routes';
import { isHttpError } from '../../../../lib/http/http-error';
import { showError } from '../../../../components/feedback/feedback-modals';
import { useConfirmEmailCheck } from '../../api/confirm-email-check';
import { useConfirmEmail } from '../../api/confirm-email';
import { useResendConfirmationEmail } from '../../api/resend-confirmation-email';
import { useRegT, type AnyKey } from '../../i18n/use-reg-t';
import { cooldownOf } from '../../logic/cooldown-error';
import { StepCard, StepSkeleton } from '../step-card';

const STATE_MESSAGE: Record<'EXPIRED' | 'USED' | 'INVALID', AnyKey> = {
  EXPIRED: 'registration.tokenExpired',
  USED: 'registration.tokenUsed',
  INVALID: 'registration.tokenInvalid',
};

/**
 * Step 2 from the e-mailed link (`?confirm=<token>`): checks the link, uses it once, and hands the
 * password-setup token on to step 3. A bad link says why and offers a new one; so does a used one, since the
 * sign-up may have stopped before its password (the tab closed on step 3).
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
        {state === 'USED' && (
          <>
            <Text size="sm">{t('reg.confirm.usedHelp')}</Text>
            <Anchor component={Link} to={href.to('userLogin')}>
              {t('reg.confirm.goToLogin')}
            </Anchor>
          </>
        )}
        {/* A used link may belong to a sign-up that stopped before its password: a new link continues it. */}
        <ResendForm onResent={onResent} />
      </Stack>
    </StepCard>
  );
}

function ResendForm({ onResent }: { onResent: (email: string) => void }) {
  const t = useRegT();
  const [email, setEmail] = useState('');
  const [wait, setWait] = useState<string | null>(null);
  const resend = useResendConfirmationEmail();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!email.trim()) return;
        setWait(null);
        resend.mutate(email.trim(), {
          onSuccess: () => onResent(email.trim()),
          onError: (error) => {
            const cooldown = cooldownOf(error);
            if (cooldown) setWait(cooldown.message);
            else showError(error);
          },
        });
      }}
    >
      <Stack>
        {wait && (
          <Alert color="yellow" variant="light" role="status">
            {wait}
          </Alert>
        )}
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
