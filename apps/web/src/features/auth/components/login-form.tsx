import { Link } from 'react-router';
import { useAppForm } from '../../../lib/forms/use-app-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { emailSchema, nonBlankSchema } from '@harta/contracts/validators';
import { useTranslation } from 'react-i18next';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { href } from '@harta/contracts/routes';
import type { TranslationKey } from '../../../lib/i18n/resources';
import type { Credentials } from '../hooks/use-login-flow';

// The shared validators emit message keys; they are translated when shown. Stray spaces around a pasted
// e-mail address are forgiven.
const loginSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(emailSchema({ required: true })),
  password: nonBlankSchema(),
});

/** E-mail and password, validated when a field is left and again on submit; what was typed stays on error. */
export function LoginForm({ onSubmit }: { onSubmit: (values: Credentials) => Promise<void> }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useAppForm<Credentials>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const errorText = (key: string | undefined) => (key ? t(key as TranslationKey) : undefined);

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('login.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          error={errorText(errors.email?.message)}
          {...register('email')}
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          required
          error={errorText(errors.password?.message)}
          {...register('password')}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to={href.to('forgotPassword')} size="sm">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={isSubmitting}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
