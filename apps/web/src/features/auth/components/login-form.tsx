import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import { Link } from 'react-router';
import { useEffect } from 'react';
import type { Resolver } from 'react-hook-form';
import { useAppForm } from '../../../lib/forms/use-app-form';
import { useTranslation } from 'react-i18next';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { href } from '@harta/contracts/routes';
import type { TranslationKey } from '../../../lib/i18n/resources';
import type { Credentials } from '../hooks/use-login-flow';
import { useHydrated } from '../../../lib/prerender/hydration';

const loadRules = () => import('../logic/login-resolver');

/**
 * The form's rules (zod and the contracts' validators, about 30 KB) load once the form is on screen, not before it:
 * the login page is the first thing most visitors wait for. A field is first checked after it was changed and left
 * (useAppForm), by then the rules are in (the form starts loading them when it appears).
 */
const lazyResolver: Resolver<Credentials> = async (values, context, options) =>
  (await loadRules()).loginResolver(values, context, options);

/** E-mail and password, validated when a field is left and again on submit; what was typed stays on error. */
export function LoginForm({ onSubmit }: { onSubmit: (values: Credentials) => Promise<void> }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useAppForm<Credentials>({
    resolver: lazyResolver,
    defaultValues: { email: '', password: '' },
  });
  useEffect(() => {
    void loadRules();
  }, []);
  // The page is prerendered (apps/web/build/prerender.ts): until the script has taken it over, a submit would be the
  // browser's own (a GET with the password in the address). A disabled submit button blocks Enter in a field too.
  const hydrated = useHydrated();
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
        <Button type="submit" fullWidth size="md" loading={isSubmitting} disabled={!hydrated}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
