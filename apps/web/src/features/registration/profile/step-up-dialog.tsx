import { Button, Group, Modal, PinInput, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { ApiPaths } from '@harta/contracts/paths';
import type { StepUpChange } from '@harta/contracts/schemas/profile-updates';
import { showAlert } from '../../../components/feedback/feedback-modals';
import { useRegT } from '../i18n/use-reg-t';
import { postProfileUpdate } from './profile-update';

/**
 * Step-up before a bank change: texts a code to the number on record and asks for it. `ask` opens the dialog and
 * resolves with the code, or null when the client cancels or the code could not be sent.
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

  const dialog = <StepUpModal opened={open} code={code} onCode={setCode} onDone={finish} />;
  return { ask, dialog };
}

function StepUpModal({
  opened,
  code,
  onCode,
  onDone,
}: {
  opened: boolean;
  code: string;
  onCode: (code: string) => void;
  onDone: (code: string | null) => void;
}) {
  const t = useRegT();
  return (
    <Modal opened={opened} onClose={() => onDone(null)} title={t('reg.profile.stepUpTitle')} centered>
      <Stack>
        <Text size="sm">{t('reg.profile.stepUpBody')}</Text>
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
