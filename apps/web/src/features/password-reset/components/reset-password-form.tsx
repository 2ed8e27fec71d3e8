import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useAppForm } from '../../../lib/forms/use-app-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack } from '@mantine/core';
import type { ResetField } from '../logic/reset-failure';
import { resetPasswordFormSchema, type ResetPasswordFormValues } from '../logic/reset-password-form-schema';
import { PasswordStrengthMeter } from '../../../components/forms/password-strength-meter';
import { useResetT, type ResetKey } from '../i18n/use-reset-t';

/**
 * New password (with the strength meter) and its confirmation. Validated as a field is left and again on submit;
 * the confirmation is checked again whenever the password changes.
 */
export function ResetPasswordForm({
  onSubmit,
}: {
  /** May answer the server's per-field messages (message keys or text), which then show on the fields. */
  onSubmit: (values: ResetPasswordFormValues) => Promise<Partial<Record<ResetField, string>> | void>;
}) {
  const t = useResetT();
  const {
    register,
    handleSubmit,
    control,
    trigger,
    getFieldState,
    setError,
    formState: { errors, isSubmitting },
  } = useAppForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });
  // Once the confirmation has been left, it follows the password as it changes.
  useEffect(() => {
    if (getFieldState('confirmPassword').isTouched) void trigger('confirmPassword');
  }, [password, getFieldState, trigger]);
  const errorText = (key: string | undefined) => (key ? t(key as ResetKey) : undefined);
  const submit = async (values: ResetPasswordFormValues) => {
    const fieldErrors = await onSubmit(values);
    for (const [field, message] of Object.entries(fieldErrors ?? {})) {
      setError(field as ResetField, { type: 'server', message });
    }
  };

  return (
    <form onSubmit={handleSubmit(submit)} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={t('reset.password')}
          autoComplete="new-password"
          required
          aria-describedby="reset-password-strength"
          error={errorText(errors.password?.message)}
          {...register('password')}
        />
        <PasswordStrengthMeter value={password} id="reset-password-strength" />
        <PasswordInput
          label={t('reset.confirmPassword')}
          autoComplete="new-password"
          required
          error={errorText(errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
        <Button type="submit" fullWidth size="md" loading={isSubmitting}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
