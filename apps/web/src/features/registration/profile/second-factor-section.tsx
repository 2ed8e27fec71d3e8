import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/PasswordInput.css';
import { Alert, Button, Group, PasswordInput, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { SecondFactorEnrolment } from '@harta/contracts/schemas/second-factor';
import { AuthenticatorSetup } from '../../../components/second-factor/authenticator-setup';
import { useSecondFactorT } from '../../../components/second-factor/i18n/use-second-factor-t';
import { OneTimeCodeForm } from '../../../components/second-factor/one-time-code-form';
import { RecoveryCodes } from '../../../components/second-factor/recovery-codes';
import { isHttpError } from '../../../lib/http/http-error';
import {
  useConfirmSecondFactor,
  useDisableSecondFactor,
  useSecondFactorStatus,
  useStartSecondFactorEnrolment,
} from '../api/second-factor';

type View =
  | { kind: 'status' }
  | { kind: 'enrol'; enrolment: SecondFactorEnrolment }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'off' };

/** The server's message of a refusal (wrong code, wrong password, locked), or the default one. */
const refusal = (error: unknown) => (isHttpError(error) && error.body?.result) || null;

/**
 * My Profile: a client's optional second factor (docs/account.md "Second factor"). Turning it on: the QR code and
 * key, a first code to confirm, the recovery codes once. Turning it off: the password or a code.
 */
export function SecondFactorSection({ account }: { account: string }) {
  const t = useSecondFactorT();
  const status = useSecondFactorStatus();
  const start = useStartSecondFactorEnrolment();
  const confirm = useConfirmSecondFactor();
  const disable = useDisableSecondFactor();
  const [view, setView] = useState<View>({ kind: 'status' });
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');

  if (status.isPending) return <Skeleton height={80} aria-label={t('app.loading')} />;
  if (status.isError) return <Alert color="red">{t('alert.default')}</Alert>;

  const fail = (e: unknown) => setError(refusal(e) ?? t('alert.default'));
  const errorAlert = error && (
    <Alert color="red" variant="light" role="alert">
      {error}
    </Alert>
  );

  if (view.kind === 'codes') {
    return (
      <RecoveryCodes
        codes={view.codes}
        account={account}
        onContinue={() => {
          setView({ kind: 'status' });
          setNotice(t('sf.profile.turnedOn'));
        }}
      />
    );
  }

  if (view.kind === 'enrol') {
    return (
      <Stack gap="md" data-testid="second-factor-enrolment">
        <Text>{t('sf.enrol.body')}</Text>
        <AuthenticatorSetup otpauthUri={view.enrolment.otpauthUri} secret={view.enrolment.secret} />
        <Text>{t('sf.enrol.confirmBody')}</Text>
        {errorAlert}
        <OneTimeCodeForm
          allowRecoveryCode={false}
          submitLabel={t('sf.enrol.submit')}
          busy={confirm.isPending}
          onSubmit={(value) => {
            setError(null);
            confirm.mutate(value, {
              onSuccess: () => setView({ kind: 'codes', codes: view.enrolment.recoveryCodes }),
              onError: fail,
            });
          }}
        >
          <Button variant="subtle" onClick={() => setView({ kind: 'status' })}>
            {t('sf.profile.cancel')}
          </Button>
        </OneTimeCodeForm>
      </Stack>
    );
  }

  if (view.kind === 'off') {
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          disable.mutate(password ? { password } : { code }, {
            onSuccess: () => {
              setView({ kind: 'status' });
              setNotice(t('sf.profile.turnedOff'));
              setPassword('');
              setCode('');
            },
            onError: fail,
          });
        }}
      >
        <Stack gap="md">
          <Text fw={600}>{t('sf.profile.offTitle')}</Text>
          <Text>{t('sf.profile.offProof')}</Text>
          {errorAlert}
          <PasswordInput
            label={t('sf.profile.password')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <TextInput
            label={t('sf.profile.orCode')}
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setView({ kind: 'status' })}>
              {t('sf.profile.cancel')}
            </Button>
            <Button type="submit" color="red" loading={disable.isPending} disabled={!password && !code.trim()}>
              {t('sf.profile.turnOff')}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  const { enabled, recoveryCodesLeft } = status.data;
  return (
    <Stack gap="md" data-testid="second-factor-status">
      {notice && (
        <Alert color="brand" variant="light" role="status">
          {notice}
        </Alert>
      )}
      {errorAlert}
      <Text>{enabled ? t('sf.profile.onBody') : t('sf.profile.offBody')}</Text>
      {enabled && <Text size="sm">{t('sf.profile.codesLeft', { count: recoveryCodesLeft })}</Text>}
      <Group justify="flex-end">
        {enabled ? (
          <Button variant="default" onClick={() => (setError(null), setNotice(null), setView({ kind: 'off' }))}>
            {t('sf.profile.turnOff')}
          </Button>
        ) : (
          <Button
            loading={start.isPending}
            onClick={() => {
              setError(null);
              setNotice(null);
              start.mutate(undefined, {
                onSuccess: (enrolment) => setView({ kind: 'enrol', enrolment }),
                onError: fail,
              });
            }}
          >
            {t('sf.profile.turnOn')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
