import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import { Alert, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type ChangeEvent } from 'react';
import type { ProfileUpdateResult } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import type { StepUpChange } from '@harta/contracts/schemas/profile-updates';
import { OTP_RESEND_COOLDOWN_SECONDS } from '@harta/contracts/schemas/registration-contact';
import { showError } from '../../../components/feedback/feedback-modals';
import { isHttpError } from '../../../lib/http/http-error';
import { useCooldown } from '../hooks/use-cooldown';
import { useRegT, type RegKey } from '../i18n/use-reg-t';
import { refusalText, retryAt } from './code-refusal';
import { postProfileUpdate, useFinishProfileUpdate } from './profile-update';

/** Where a message shows: under the new value, under either code, or under the send button (a wait). */
type Field = 'value' | 'otp' | 'stepUpOtp' | 'send';

/** What differs between changing the mobile number and the login e-mail address. */
interface ChannelChange {
  change: StepUpChange;
  /** The body field of the new value. */
  field: 'mobileNumber' | 'emailAddress';
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
 * the client asking), both texted by "Send codes" (`sendChangeCodes`: both or neither); Save changes it
 * (`updatePhoneNumber`). A wrong code shows under its field and the codes stay usable; the resend button counts
 * down the minute's wait; a day's cap reached says so (docs/account.md "Step-up").
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
  const finish = useFinishProfileUpdate();
  const [value, setValue] = useState('');
  const [otp, setOtp] = useState('');
  const [stepUpOtp, setStepUpOtp] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState<'send' | 'save' | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [locked, setLocked] = useState<string | null>(null);
  const left = useCooldown(resendAt);

  /** A refusal shown where it belongs: a code's under its field, a wait on the button, the rest under the value. */
  function refused(result: ProfileUpdateResult) {
    const text = refusalText(t, result);
    if (result.errorCode === 'OTP_DAILY_LIMIT') {
      setLocked(text);
      return;
    }
    setResendAt(retryAt(result) ?? resendAt);
    const field: Field =
      result.field === 'otp' || result.field === 'stepUpOtp'
        ? result.field
        : result.errorCode === 'OTP_COOLDOWN'
          ? 'send'
          : 'value';
    setErrors({ [field]: text });
  }

  async function run(kind: 'send' | 'save', work: () => Promise<void>) {
    setBusy(kind);
    try {
      await work();
    } catch (error) {
      // A field the schema refused (a malformed number or address, a code not 6 digits): under that field.
      const issues = isHttpError(error) && error.status === 400 ? error.body?.issues : undefined;
      if (issues?.length) {
        const at = (path: string): Field => (path === 'otp' || path === 'stepUpOtp' ? path : 'value');
        setErrors(Object.fromEntries(issues.map((i) => [at(i.path), t(i.message as RegKey)])));
      } else showError(error);
    } finally {
      setBusy(null);
    }
  }

  // Both codes in one call: the server sends both or neither, so a retry never finds one of them waiting.
  const sendCodes = () =>
    run('send', async () => {
      const result = await postProfileUpdate(ApiPaths.clientProfile.sendChangeCodes, {
        change: spec.change,
        [spec.field]: value,
      });
      if (!result.status) {
        refused(result);
        return;
      }
      setErrors({});
      setOtp('');
      setStepUpOtp('');
      setSent(true);
      setResendAt(Date.now() + OTP_RESEND_COOLDOWN_SECONDS * 1000);
    });

  const save = () =>
    run('save', async () => {
      const result = await postProfileUpdate(spec.update, { [spec.field]: value, otp, stepUpOtp });
      if (!result.status) {
        refused(result);
        return;
      }
      await finish(result);
      setSent(false);
      setValue('');
      setOtp('');
      setStepUpOtp('');
      setErrors({});
    });

  const edit = (field: Field, set: (v: string) => void) => (e: ChangeEvent<HTMLInputElement>) => {
    set(e.currentTarget.value);
    if (errors[field]) setErrors((all) => ({ ...all, [field]: undefined }));
  };

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
          error={errors.value}
          onChange={edit('value', setValue)}
        />
        <Stack gap={4}>
          <Button
            variant="light"
            onClick={sendCodes}
            loading={busy === 'send'}
            disabled={!value.trim() || left > 0 || locked !== null}
          >
            {left > 0
              ? t('reg.profile.sendNewCodesIn', { seconds: left })
              : sent
                ? t('reg.profile.sendNewCodes')
                : t('reg.profile.sendCodes')}
          </Button>
          {errors.send && (
            <Text size="sm" c="red" role="alert">
              {errors.send}
            </Text>
          )}
        </Stack>
        {locked && (
          <Alert color="red" variant="light" role="alert">
            {locked}
          </Alert>
        )}
        {sent && (
          <>
            <Text size="sm" role="status">
              {t('reg.profile.codesSent')}
            </Text>
            <TextInput
              label={t(spec.newCode)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={otp}
              error={errors.otp}
              onChange={edit('otp', setOtp)}
            />
            <TextInput
              label={t('reg.profile.phoneOldCode')}
              inputMode="numeric"
              maxLength={6}
              value={stepUpOtp}
              error={errors.stepUpOtp}
              onChange={edit('stepUpOtp', setStepUpOtp)}
            />
            <Button
              onClick={save}
              loading={busy === 'save'}
              disabled={otp.length !== 6 || stepUpOtp.length !== 6 || locked !== null}
            >
              {t('reg.profile.save')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
