import '@mantine/core/styles/PinInput.css';
import { Button, Group, Modal, PinInput, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { ApiPaths } from '@harta/contracts/paths';
import type { StepUpChange } from '@harta/contracts/schemas/profile-updates';
import { showAlert } from '../../../components/feedback/feedback-modals';
import { useRegT, type RegKey } from '../i18n/use-reg-t';
import { postProfileUpdate } from './profile-update';

/** What the dialog says each change needs the code for. */
const BODY: Record<StepUpChange, RegKey> = {
  bank: 'reg.profile.stepUpBody',
  phone: 'reg.profile.stepUpBodyOther',
  document: 'reg.profile.stepUpBodyDocument',
  email: 'reg.profile.stepUpBodyOther',
};

/**
 * Step-up before a sensitive change (bank account, identity document): texts a code to the number on record and
 * asks for it. `ask` opens the dialog and resolves with the code, or null when the client cancels or the code
 * could not be sent.
 */
export function useStepUp(change: StepUpChange) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const resolver = useRef<((code: string | null) => void) | null>(null);

  const finish = (value: string | null) => {
    setOpen(false);
    setCode('');
    resolver.current?.(value);
    resolver.current = null;
  };

  async function ask(): Promise<string | null> {
    const sent = await postProfileUpdate(ApiPaths.clientProfile.sendStepUpOTP, { change });
    if (!sent.status) {
      showAlert(sent.errorMessage ?? undefined);
      return null;
    }
    setOpen(true);
    return new Promise((resolve) => {
      resolver.current = resolve;
    });
  }

  const dialog = <StepUpModal opened={open} body={BODY[change]} code={code} onCode={setCode} onDone={finish} />;
  return { ask, dialog };
}

function StepUpModal({
  opened,
  body,
  code,
  onCode,
  onDone,
}: {
  opened: boolean;
  body: RegKey;
  code: string;
  onCode: (code: string) => void;
  onDone: (code: string | null) => void;
}) {
  const t = useRegT();
  return (
    <Modal opened={opened} onClose={() => onDone(null)} title={t('reg.profile.stepUpTitle')} centered>
      <Stack>
        <Text size="sm">{t(body)}</Text>
        <PinInput
          length={6}
          type="number"
          oneTimeCode
          value={code}
          onChange={onCode}
          aria-label={t('reg.profile.stepUpCode')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone(null)}>
            {t('reg.profile.cancel')}
          </Button>
          <Button disabled={code.length !== 6} onClick={() => onDone(code)}>
            {t('reg.profile.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
