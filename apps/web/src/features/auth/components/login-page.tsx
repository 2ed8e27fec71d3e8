import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Alert.css';
import { lazy, Suspense } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Card, Container, Skeleton, Stack, Text } from '@mantine/core';
import { href } from '@harta/contracts/routes';
import { useAuth } from '../../../lib/auth/auth-context';
import { PageTitle } from '../../../components/page/page-title';
import { SupportEmailText } from '../../../components/page/support-email-text';
import { useSettings } from '../../../lib/settings/settings-context';
import { useLoginFlow } from '../hooks/use-login-flow';
import { LoginForm } from './login-form';
import { LanguageLinks } from '../../../components/language/language-switch';

/** The code step and the enrolment load when the server asks for them: never part of the prerendered page. */
const SecondFactorSteps = lazy(() => import('./second-factor-steps'));

/** The user-login route. */
export function LoginPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const { submit, submitCode, finishEnrolment, restart, step, message, busy, lastAttempt } = useLoginFlow();
  const settings = useSettings();
  // Set by the password-reset page on success (router state: a reload does not repeat it).
  const passwordReset = (useLocation().state as { notice?: string } | null)?.notice === 'passwordReset';

  // Someone already logged in who opens the login page goes to the app (but not while this page logs them in).
  if (auth.status === 'authenticated' && !busy) return <Navigate to={href.root()} replace />;

  return (
    <Container size="xs" px="md">
      <Card padding="xl">
        <Stack gap="lg">
          <div>
            <PageTitle>{t('login.title')}</PageTitle>
            {step.kind === 'password' && (
              <Text c="dimmed" mt="xs">
                {t('login.subtitle')}
              </Text>
            )}
          </div>
          {passwordReset && !message && (
            <Alert color="brand" variant="light" role="status">
              {t('registration.passwordReset')}
            </Alert>
          )}
          {message && (
            <Alert color="red" variant="light" role="alert" aria-live="assertive">
              {/* The spec's text word for word, then what the person can do about it. */}
              <Text inherit data-testid="login-message">
                {t(message)}
              </Text>
              {lastAttempt && (
                <Text inherit fw={600} mt="xs">
                  {t('login.lastAttempt')}
                </Text>
              )}
              {message === 'auth.lockout' && (
                <Stack gap={4} mt="xs">
                  <Text inherit>
                    {t('login.lockoutHelp')}{' '}
                    <Anchor component={Link} to={href.to('forgotPassword')} inherit fw={600}>
                      {t('login.resetPassword')}
                    </Anchor>
                  </Text>
                  <SupportEmailText i18nKey="login.lockoutSupport" email={settings.supportEmail} inherit />
                </Stack>
              )}
              {message === 'auth.accountStatus' && (
                <SupportEmailText i18nKey="login.accountStatusHelp" email={settings.supportEmail} inherit mt="xs" />
              )}
            </Alert>
          )}
          {step.kind === 'password' ? (
            <LoginForm onSubmit={submit} />
          ) : (
            <Suspense fallback={<Skeleton height={220} aria-label={t('app.loading')} />}>
              <SecondFactorSteps
                step={step}
                busy={busy}
                onCode={submitCode}
                onFinish={() => void finishEnrolment()}
                onRestart={restart}
              />
            </Suspense>
          )}
          {step.kind === 'password' && (
            <Text size="sm" ta="center">
              {t('login.noAccount')}{' '}
              <Anchor component={Link} to={href.to('registration')}>
                {t('login.register')}
              </Anchor>
            </Text>
          )}
          <LanguageLinks />
        </Stack>
      </Card>
    </Container>
  );
}

export default LoginPage;
