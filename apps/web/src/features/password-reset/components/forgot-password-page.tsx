import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAppForm } from '../../../lib/forms/use-app-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Card, Container, Group, Stack, Text, TextInput } from '@mantine/core';
import { href } from '@harta/contracts/routes';
import { PageTitle } from '../../../components/page/page-title';
import { useForgotPassword } from '../api/forgot-password';
import { forgotPasswordFormSchema, type ForgotPasswordFormValues } from '../logic/reset-password-form-schema';
import { useResetT, type ResetKey } from '../i18n/use-reset-t';

/**
 * /forgot-password: one e-mail field. The answer is always the same, whether or not an account exists, so the
 * page never tells anyone which addresses are registered.
 */
export function ForgotPasswordPage() {
  const t = useResetT();
  const forgot = useForgotPassword();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useAppForm<ForgotPasswordFormValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });
  const errorText = (key: string | undefined) => (key ? t(key as ResetKey) : undefined);

  const onSubmit = async ({ email }: ForgotPasswordFormValues) => {
    try {
      await forgot.mutateAsync({ emailAddress: email });
      setSent(true);
    } catch {
      // The error stays on the form (below) with what was typed; the user can send again.
    }
  };

  return (
    <Container size="xs" px="md">
      <Card padding="xl">
        <Stack gap="lg">
          {sent ? (
            <>
              <PageTitle>{t('forgot.sentTitle')}</PageTitle>
              <Alert color="brand" variant="light" role="status">
                {t('registration.forgotPasswordSent')}
              </Alert>
              <Text c="dimmed" size="sm">
                {t('forgot.sentHint')}
              </Text>
              <Group justify="space-between">
                <Button component={Link} to={href.to('userLogin')}>
                  {t('forgot.backToLogin')}
                </Button>
                <Button variant="subtle" onClick={() => setSent(false)}>
                  {t('forgot.sendAnother')}
                </Button>
              </Group>
            </>
          ) : (
            <>
              <div>
                <PageTitle>{t('forgot.title')}</PageTitle>
                <Text c="dimmed" mt="xs">
                  {t('forgot.subtitle')}
                </Text>
              </div>
              {forgot.isError && (
                <Alert color="red" variant="light" role="alert">
                  {t('alert.default')}
                </Alert>
              )}
              <form onSubmit={handleSubmit(onSubmit)} noValidate>
                <Stack gap="md">
                  <TextInput
                    label={t('forgot.email')}
                    type="email"
                    autoComplete="username"
                    inputMode="email"
                    required
                    error={errorText(errors.email?.message)}
                    {...register('email')}
                  />
                  <Button type="submit" fullWidth size="md" loading={isSubmitting}>
                    {t('forgot.submit')}
                  </Button>
                </Stack>
              </form>
              <Text size="sm" ta="center">
                <Anchor component={Link} to={href.to('userLogin')}>
                  {t('forgot.backToLogin')}
                </Anchor>
              </Text>
            </>
          )}
        </Stack>
      </Card>
    </Container>
  );
}

export default ForgotPasswordPage;
