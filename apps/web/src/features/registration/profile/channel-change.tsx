import '@mantine/core/styles/Input.css';
import { Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { ApiPaths } from '@harta/contracts/paths';
import type { StepUpChange } from '@harta/contracts/schemas/profile-updates';
import { showAlert, showError } from '../../../components/feedback/feedback-modals';
import { useRegT, type RegKey } from '../i18n/use-reg-t';
import { postProfileUpdate, useProfileUpdate } from './profile-update';

/** What differs between changing the mobile number and the login e-mail address. */
interface ChannelChange {
  change: StepUpChange;
  /** The body field of the new value. */
  field: 'mobileNumber' | 'emailAddress';
  sendCode: string;
  update: string;
  title: RegKey;
  current: RegKey;
  currentValue: 'number' | 'address';
  newValue: RegKey;
  newCode: RegKey;
  hint?: RegKey;
  input: { inputMode: 'tel' | 'email'; autoComplete: string; type: 'tel' | 'email' };
}

const PHONE: ChannelChange = {
  change: 'phone',
  field: 'mobileNumber',
  sendCode: ApiPaths.clientProfile.sendMobileOTP,
  update: ApiPaths.clientProfile.updatePhoneNumber,
  title: 'reg.profile.phone',
  current: 'reg.profile.phoneCurrent',
  currentValue: 'number',
  newValue: 'reg.profile.phoneNew',
  newCode: 'reg.profile.phoneNewCode',
  input: { inputMode: 'tel', autoComplete: 'tel', type: 'tel' },
};

const EMAIL: ChannelChange = {
  change: 'email',
  field: 'emailAddress',
  sendCode: ApiPaths.clientProfile.sendEmailOTP,
  update: ApiPaths.clientProfile.updateEmailAddress,
  title: 'reg.profile.email',
  current: 'reg.profile.emailCurrent',
  currentValue: 'address',
  newValue: 'reg.profile.emailNew',
  newCode: 'reg.profile.emailNewCode',
  hint: 'reg.profile.emailHint',
  input: { inputMode: 'email', autoComplete: 'email', type: 'email' },
};

/**
 * The mobile number: a code to the new number (it is the client's) and a step-up code to the current one (it is
 * the client asking), both texted by "Send codes"; Save changes it (`updatePhoneNumber`).
 */
export function PhoneChange({ current }: { current: string | null }) {
  return <CodedChange spec={PHONE} current={current} />;
}

/**
 * The login e-mail address: a code e-mailed to the new address and the step-up code texted to the number on
 * record; Save changes it (`updateEmailAddress`), which signs out every other device.
 */
export function EmailChange({ current }: { current: string | null }) {
  return <CodedChange spec={EMAIL} current={current} />;
}

function CodedChange({ spec, current }: { spec: ChannelChange; current: string | null }) {
  const t = useRegT();
  const update = useProfileUpdate();
  const [value, setValue] = useState('');
  const [otp, setOtp] = useState('');
  const [stepUpOtp, setStepUpOtp] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  const sendCodes = () =>
    run(async () => {
      for (const [path, body] of [
        [spec.sendCode, { [spec.field]: value }],
        [ApiPaths.clientProfile.sendStepUpOTP, { change: spec.change }],
      ] as const) {
        const result = await postProfileUpdate(path, body);
        if (!result.status) {
          showAlert(result.errorMessage ?? undefined);
          return;
        }
      }
      setSent(true);
    });

  const save = () =>
    run(async () => {
      if (await update(spec.update, { [spec.field]: value, otp, stepUpOtp })) {
        setSent(false);
        setValue('');
        setOtp('');
        setStepUpOtp('');
      }
    });

  return (
    <Card>
      <Stack>
        <Title order={2} size="h3">
          {t(spec.title)}
        </Title>
        <Text c="dimmed">{t(spec.current, { [spec.currentValue]: current ?? '—' })}</Text>
        {spec.hint && <Text size="sm">{t(spec.hint)}</Text>}
        <TextInput
          label={t(spec.newValue)}
          {...spec.input}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
        />
        <Button variant="light" onClick={sendCodes} loading={busy && !sent} disabled={!value.trim()}>
          {t('reg.profile.sendCodes')}
        </Button>
        {sent && (
          <>
            <TextInput
              label={t(spec.newCode)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={otp}
              onChange={(e) => setOtp(e.currentTarget.value)}
            />
            <TextInput
              label={t('reg.profile.phoneOldCode')}
              inputMode="numeric"
              maxLength={6}
              value={stepUpOtp}
              onChange={(e) => setStepUpOtp(e.currentTarget.value)}
            />
            <Button onClick={save} loading={busy} disabled={otp.length !== 6 || stepUpOtp.length !== 6}>
              {t('reg.profile.save')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
