import '@mantine/core/styles/PinInput.css';
import { Button, Group, Modal, PinInput, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import type { ProfileUpdateResult } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import type { StepUpChange } from '@harta/contracts/schemas/profile-updates';
import { OTP_RESEND_COOLDOWN_SECONDS } from '@harta/contracts/schemas/registration-contact';
import { showAlert } from '../../../components/feedback/feedback-modals';
import { useCooldown } from '../hooks/use-cooldown';
import { useRegT, type RegKey } from '../i18n/use-reg-t';
import { refusalText, retryAt } from './code-refusal';
import { postProfileUpdate } from './profile-update';

/** What the dialog says each change needs the code for. */
const BODY: Record<StepUpChange, RegKey> = {
  bank: 'reg.profile.stepUpBody',
  phone: 'reg.profile.stepUpBodyOther',
  document: 'reg.profile.stepUpBodyDocument',
  email: 'reg.profile.stepUpBodyOther',
};

type Submit = (code: string) => Promise<ProfileUpdateResult>;

interface Pending {
  submit: Submit;
  resolve: (result: ProfileUpdateResult | null) => void;
  reject: (error: unknown) => void;
}

/**
 * Step-up before a sensitive change (bank account, identity document): texts a code to the number on record, asks
 * for it and makes the change with it. `run(submit)` sends the code and opens the dialog; Confirm calls
 * `submit(code)`. A refused code (wrong, expired, locked for the day) keeps the dialog open with the message under
 * the code, so the client can type it again or ask for a new one (the button counts down the minute's wait); any
 * other answer closes the dialog and is what `run` resolves with (a throw is thrown on). null: cancelled, or no
 * code could be sent (the alert says why). A code asked for less than a minute ago is still valid: the dialog
 * opens for it and the resend button waits.
 */
export function useStepUp(change: StepUpChange) {
  const t = useRegT();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [locked, setLocked] = useState(false);
  const pending = useRef<Pending | null>(null);

  const reset = () => {
    setOpen(false);
    setCode('');
    setError(null);
    setBusy(false);
    pending.current = null;
  };
  const cancel = () => {
    const current = pending.current;
    reset();
    current?.resolve(null);
  };

  /** Texts a code; answers the refusal, or null when sent. */
  async function send(): Promise<ProfileUpdateResult | null> {
    const sent = await postProfileUpdate(ApiPaths.clientProfile.sendStepUpOTP, { change });
    if (sent.status) {
      setResendAt(Date.now() + OTP_RESEND_COOLDOWN_SECONDS * 1000);
      return null;
    }
    setResendAt(retryAt(sent));
    if (sent.errorCode === 'OTP_DAILY_LIMIT') setLocked(true);
    return sent;
  }

  async function run(submit: Submit): Promise<ProfileUpdateResult | null> {
    const refused = await send();
    if (refused && refused.errorCode !== 'OTP_COOLDOWN') {
      showAlert(refusalText(t, refused));
      return null;
    }
    setLocked(false);
    setOpen(true);
    return new Promise((resolve, reject) => {
      pending.current = { submit, resolve, reject };
    });
  }

  async function confirm() {
    const current = pending.current;
    if (!current) return;
    setBusy(true);
    let result: ProfileUpdateResult;
    try {
      result = await current.submit(code);
    } catch (err) {
      reset();
      current.reject(err);
      return;
    }
    setBusy(false);
    if (!result.status && result.field === 'stepUpOtp') {
      setError(refusalText(t, result));
      if (result.errorCode === 'OTP_DAILY_LIMIT') setLocked(true);
      setCode('');
      return;
    }
    reset();
    current.resolve(result);
  }

  async function resend() {
    const refused = await send();
    setError(refused ? refusalText(t, refused) : null);
    setCode('');
  }

  const dialog = (
    <StepUpModal
      opened={open}
      body={BODY[change]}
      code={code}
      error={error}
      busy={busy}
      locked={locked}
      resendAt={resendAt}
      onCode={(value) => {
        setCode(value);
        if (value) setError(null);
      }}
      onConfirm={() => void confirm()}
      onResend={() => void resend()}
      onCancel={cancel}
    />
  );
  return { run, dialog };
}

function StepUpModal(props: {
  opened: boolean;
  body: RegKey;
  code: string;
  error: string | null;
  busy: boolean;
  locked: boolean;
  resendAt: number | null;
  onCode: (code: string) => void;
  onConfirm: () => void;
  onResend: () => void;
  onCancel: () => void;
}) {
  const t = useRegT();
  const left = useCooldown(props.opened ? props.resendAt : null);
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={t('reg.profile.stepUpTitle')} centered>
      <Stack>
        <Text size="sm">{t(props.body)}</Text>
        <Stack gap={4}>
          <PinInput
            length={6}
            type="number"
            oneTimeCode
            value={props.code}
            onChange={props.onCode}
            error={props.error !== null}
            disabled={props.locked}
            aria-label={t('reg.profile.stepUpCode')}
          />
          {props.error && (
            <Text size="sm" c="red" role="alert">
              {props.error}
            </Text>
          )}
        </Stack>
        <Group justify="space-between">
          <Button variant="subtle" onClick={props.onResend} disabled={left > 0 || props.locked}>
            {left > 0 ? t('reg.profile.sendNewCodeIn', { seconds: left }) : t('reg.profile.sendNewCode')}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={props.onCancel}>
              {t('reg.profile.cancel')}
            </Button>
            <Button loading={props.busy} disabled={props.code.length !== 6 || props.locked} onClick={props.onConfirm}>
              {t('reg.profile.confirm')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
