import '@mantine/core/styles/Alert.css';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, Card, Container, Stack, Text } from '@mantine/core';
import { href } from '@harta/contracts/routes';
import { PageTitle } from '../../../components/page/page-title';
import { createLockoutStore } from '../../../lib/auth/lockout';
import { useResetPassword } from '../api/reset-password';
import { classifyResetFailure, type ResetField } from '../logic/reset-failure';
import type { ResetPasswordFormValues } from '../logic/reset-password-form-schema';
import { ResetPasswordForm } from './reset-password-form';
import { useResetT } from '../i18n/use-reset-t';

/** What the login page shows after a reset (router state, so a reload does not repeat it). */
export const PASSWORD_RESET_NOTICE = 'passwordReset';

/**
 * The page the e-mailed link opens (`/user-login?reset=<token>`): a new password with its confirmation. Success
 * goes to the login page with a notice; a link that is unknown, expired or used says so and offers a new one.
 */
export function ResetPasswordPage() {
  const t = useResetT();
  const [params] = useSearchParams();
  const token = params.get('reset') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [invalidLink, setInvalidLink] = useState(token.length < 16);
  const [failed, setFailed] = useState(false);

  const onSubmit = async (values: ResetPasswordFormValues): Promise<Partial<Record<ResetField, string>> | void> => {
    setFailed(false);
    try {
      await reset.mutateAsync({ token, ...values });
    } catch (error) {
      const failure = classifyResetFailure(error);
      if (failure.kind === 'invalidToken') setInvalidLink(true);
      else if (failure.kind === 'fields') return failure.fields;
      else setFailed(true);
      return;
    }
    // The server has ended its lockout; end this device's copy too, or the login page would still refuse for 24 h.
    createLockoutStore().clear();
    navigate(href.to('userLogin'), { replace: true, state: { notice: PASSWORD_RESET_NOTICE } });
  };

  return (
    <Container size="xs" px="md">
      <Card padding="xl">
        {invalidLink ? (
          <Stack gap="lg">
            <PageTitle>{t('reset.invalidTitle')}</PageTitle>
            <Alert color="red" variant="light" role="alert">
              {t('registration.resetTokenInvalid')}
            </Alert>
            <Text c="dimmed" size="sm">
              {t('reset.invalidHint')}
            </Text>
            <Button component={Link} to={href.to('forgotPassword')} w="fit-content">
              {t('reset.requestNew')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="lg">
            <div>
              <PageTitle>{t('reset.title')}</PageTitle>
              <Text c="dimmed" mt="xs">
                {t('reset.subtitle')}
              </Text>
            </div>
            {failed && (
              <Alert color="red" variant="light" role="alert">
                {t('alert.default')}
              </Alert>
            )}
            <ResetPasswordForm onSubmit={onSubmit} />
            <Text size="sm" ta="center">
              <Anchor component={Link} to={href.to('userLogin')}>
                {t('forgot.backToLogin')}
              </Anchor>
            </Text>
          </Stack>
        )}
      </Card>
    </Container>
  );
}

export default ResetPasswordPage;
