import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/PasswordInput.css';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { Button, Card, Checkbox, Container, PasswordInput, Stack, Text } from '@mantine/core';
import { messagesEn } from '@harta/contracts/messages';
import { href } from '@harta/contracts/routes';
import { changePasswordRequestSchema, type ChangePasswordRequest } from '@harta/contracts/schemas/account-password';
import { showAlert, showError } from '../../../components/feedback/feedback-modals';
import { toastSuccess } from '../../../components/feedback/toasts';
import { PasswordStrengthMeter } from '../../../components/forms/password-strength-meter';
import { PageTitle } from '../../../components/page/page-title';
import { useAuth } from '../../../lib/auth/auth-context';
import { isHttpError } from '../../../lib/http/http-error';
import { useChangePassword } from '../api/change-password';
import { useChangePasswordT, type ChangePasswordKey } from '../i18n/use-change-password-t';

type Field = keyof ChangePasswordRequest;
const FIELDS: readonly Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];

/**
 * change-password: the current password, a new one (the spec's strength rule) and its confirmation. The server
 * answers `{ status, errorMessage }`: a refusal (wrong current password, lockout) opens the alert with its message,
 * success shows 'Updated successfully'. With "sign me out on this device" the session ends and the login page opens.
 */
export function ChangePasswordPage() {
  const t = useChangePasswordT();
  const navigate = useNavigate();
  const { logout } = useAuth();
  const change = useChangePassword();
  const [signOutEverywhere, setSignOutEverywhere] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    trigger,
    reset,
    getFieldState,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequestSchema),
    mode: 'onBlur',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  // Once the confirmation has been left, it follows the new password as it changes.
  useEffect(() => {
    if (getFieldState('confirmPassword').isTouched) void trigger('confirmPassword');
  }, [newPassword, getFieldState, trigger]);

  const errorText = (key: string | undefined) => (key ? t(key as ChangePasswordKey) : undefined);

  const submit = async (values: ChangePasswordRequest) => {
    try {
      const result = await change.mutateAsync({ request: values, signOutEverywhere });
      if (!result.status) {
        // A wrong current password belongs under that field (the server names it); a lockout is the whole form's.
        if (result.field && FIELDS.includes(result.field as Field) && result.errorMessage) {
          setError(result.field as Field, { type: 'server', message: result.errorMessage });
        } else showAlert(result.errorMessage ?? undefined);
        return;
      }
    } catch (error) {
      const issues = isHttpError(error) ? (error.body?.issues ?? []) : [];
      const onFields = issues.filter((issue) => FIELDS.includes(issue.path as Field));
      for (const issue of onFields) setError(issue.path as Field, { type: 'server', message: issue.message });
      if (onFields.length === 0) showError(error);
      return;
    }
    reset();
    if (signOutEverywhere) {
      await logout();
      toastSuccess(t('changePassword.signedOut'));
      navigate(href.to('userLogin'), { replace: true });
      return;
    }
    toastSuccess(messagesEn['profile.updated']);
  };

  return (
    <Container size="xs" px="md">
      <Card padding="xl">
        <Stack gap="lg">
          <div>
            <PageTitle>{t('page.changePassword')}</PageTitle>
            <Text c="dimmed" mt="xs">
              {t('changePassword.subtitle')}
            </Text>
          </div>
          <form onSubmit={handleSubmit(submit)} noValidate>
            <Stack gap="md">
              <PasswordInput
                label={t('changePassword.current')}
                autoComplete="current-password"
                required
                error={errorText(errors.currentPassword?.message)}
                {...register('currentPassword')}
              />
              <PasswordInput
                label={t('changePassword.new')}
                autoComplete="new-password"
                required
                aria-describedby="change-password-strength"
                error={errorText(errors.newPassword?.message)}
                {...register('newPassword')}
              />
              <PasswordStrengthMeter value={newPassword} id="change-password-strength" />
              <PasswordInput
                label={t('changePassword.confirm')}
                autoComplete="new-password"
                required
                error={errorText(errors.confirmPassword?.message)}
                {...register('confirmPassword')}
              />
              <Checkbox
                checked={signOutEverywhere}
                onChange={(event) => setSignOutEverywhere(event.currentTarget.checked)}
                label={t('changePassword.signOutEverywhere')}
                description={t('changePassword.signOutEverywhereHint')}
              />
              <Button type="submit" fullWidth size="md" loading={isSubmitting}>
                {t('changePassword.submit')}
              </Button>
            </Stack>
          </form>
        </Stack>
      </Card>
    </Container>
  );
}
