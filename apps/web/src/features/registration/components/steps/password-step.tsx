import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import { useState } from 'react';
import { PasswordInput, Stack } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useAppForm } from '../../../../lib/forms/use-app-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { saveClientPasswordRequestSchema } from '@harta/contracts/schemas/registration-signup';
import { showAlert, showError } from '../../../../components/feedback/feedback-modals';
import { isHttpError } from '../../../../lib/http/http-error';
import { useSaveClientPassword } from '../../api/save-client-password';
import { useRegT } from '../../i18n/use-reg-t';
import { applyApiIssues, errorText } from '../../logic/form-errors';
import { PasswordStrengthMeter } from '../../../../components/forms/password-strength-meter';
import { StepActions, StepCard } from '../step-card';

type Input = z.input<typeof saveClientPasswordRequestSchema>;
type Output = z.output<typeof saveClientPasswordRequestSchema>;

/**
 * Step 3: choose the password (strength meter, criteria checklist, confirmation must match), then log in with
 * it. `login` is the session's password grant; `onExpired` sends the visitor back when the setup token died.
 */
export function PasswordStep({
  setupToken,
  email,
  login,
  onDone,
  onExpired,
}: {
  setupToken: string;
  email: string | null;
  login: (email: string, password: string) => Promise<unknown>;
  onDone: () => Promise<void> | void;
  onExpired: () => void;
}) {
  const t = useRegT();
  const save = useSaveClientPassword();
  const [loggingIn, setLoggingIn] = useState(false);
  const form = useAppForm<Input, unknown, Output>({
    resolver: zodResolver(saveClientPasswordRequestSchema),
    defaultValues: { password: '', confirmPassword: '', setupToken },
  });
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    let loginEmail: string;
    try {
      const result = await save.mutateAsync(values);
      loginEmail = result.emailAddress || email || '';
    } catch (error) {
      if (applyApiIssues(error, form.setError, ['password', 'confirmPassword'])) return;
      if (isHttpError(error) && error.status === 400) {
        showError(error);
        onExpired();
        return;
      }
      showError(error);
      return;
    }
    setLoggingIn(true);
    try {
      await login(loginEmail, values.password);
      await onDone();
    } catch {
      setLoggingIn(false);
      showAlert(t('reg.password.loginFailed'));
    }
  });

  return (
    <StepCard title={t('reg.password.title')} intro={t('reg.password.intro')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <input type="hidden" {...form.register('setupToken')} />
          {email && <input type="email" hidden readOnly autoComplete="username" value={email} />}
          <PasswordInput
            label={t('reg.field.password')}
            autoComplete="new-password"
            required
            aria-describedby="password-meter"
            {...form.register('password')}
            error={errorText(t, errors.password)}
          />
          <PasswordStrengthMeter value={password} id="password-meter" />
          <PasswordInput
            label={t('reg.field.confirmPassword')}
            autoComplete="new-password"
            required
            {...form.register('confirmPassword')}
            error={errorText(t, errors.confirmPassword)}
          />
          <StepActions saving={save.isPending || loggingIn} submitLabel={t('reg.password.submit')} />
        </Stack>
      </form>
    </StepCard>
  );
}
