import '@mantine/core/styles/List.css';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { AuthenticatorSetup } from '../../../components/second-factor/authenticator-setup';
import { useSecondFactorT } from '../../../components/second-factor/i18n/use-second-factor-t';
import { OneTimeCodeForm } from '../../../components/second-factor/one-time-code-form';
import { RecoveryCodes } from '../../../components/second-factor/recovery-codes';
import type { LoginStep } from '../hooks/use-login-flow';

/**
 * The login's steps after a right password, for accounts with a second factor (docs/security.md "Second
 * factor"): the code; or, at a staff member's first sign-in, the QR code and key to scan, the first code to
 * confirm, then the recovery codes, shown once. Loaded only when the server asks (never in the prerendered page).
 */
export function SecondFactorSteps({
  step,
  busy,
  onCode,
  onFinish,
  onRestart,
}: {
  step: Exclude<LoginStep, { kind: 'password' }>;
  busy: boolean;
  onCode: (code: string) => Promise<void>;
  onFinish: () => void;
  onRestart: () => void;
}) {
  const t = useSecondFactorT();
  const back = (
    <Anchor component="button" type="button" size="sm" onClick={onRestart} ta="center">
      {t('sf.code.back')}
    </Anchor>
  );

  if (step.kind === 'recoveryCodes') {
    return <RecoveryCodes codes={step.codes} account={step.account} onContinue={onFinish} />;
  }
  if (step.kind === 'enrol') {
    return (
      <Stack gap="md" data-testid="second-factor-enrolment">
        <Title order={2} size="h3">
          {t('sf.enrol.title')}
        </Title>
        <Text>{t('sf.enrol.staffBody')}</Text>
        <AuthenticatorSetup otpauthUri={step.enrolment.otpauthUri} secret={step.enrolment.secret} />
        <Text>{t('sf.enrol.confirmBody')}</Text>
        <OneTimeCodeForm onSubmit={onCode} submitLabel={t('sf.enrol.submit')} busy={busy} allowRecoveryCode={false}>
          {back}
        </OneTimeCodeForm>
      </Stack>
    );
  }
  return (
    <Stack gap="md" data-testid="second-factor-code">
      <Title order={2} size="h3">
        {t('sf.code.title')}
      </Title>
      <Text>{t('sf.code.body')}</Text>
      <OneTimeCodeForm onSubmit={onCode} submitLabel={t('sf.code.submit')} busy={busy}>
        {back}
      </OneTimeCodeForm>
    </Stack>
  );
}

export default SecondFactorSteps;
