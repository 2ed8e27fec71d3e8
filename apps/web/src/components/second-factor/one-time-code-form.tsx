import '@mantine/core/styles/Input.css';
import { Button, Stack, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useSecondFactorT } from './i18n/use-second-factor-t';

/**
 * One code field and its button: a 6-digit code from the app or a recovery code. What was typed stays after a
 * refusal (the parent shows why); an empty submit says the field is required without asking the server.
 */
export function OneTimeCodeForm({
  onSubmit,
  submitLabel,
  busy,
  allowRecoveryCode = true,
  children,
}: {
  onSubmit: (code: string) => Promise<void> | void;
  submitLabel: string;
  busy: boolean;
  /** At sign-in a recovery code may stand in for the app's code; not when confirming a new secret. */
  allowRecoveryCode?: boolean;
  children?: ReactNode;
}) {
  const t = useSecondFactorT();
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!code.trim()) {
          setEmpty(true);
          return;
        }
        void onSubmit(code.trim());
      }}
    >
      <Stack gap="md">
        <TextInput
          label={t('sf.code.label')}
          description={allowRecoveryCode ? t('sf.code.hint') : undefined}
          autoComplete="one-time-code"
          inputMode={allowRecoveryCode ? 'text' : 'numeric'}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          required
          data-autofocus
          value={code}
          error={empty ? t('validation.required') : undefined}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setEmpty(false);
          }}
          styles={{ input: { fontVariantNumeric: 'tabular-nums', letterSpacing: '0.15em' } }}
        />
        <Button type="submit" fullWidth size="md" loading={busy}>
          {submitLabel}
        </Button>
        {children}
      </Stack>
    </form>
  );
}
