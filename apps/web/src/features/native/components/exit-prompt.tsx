import { useEffect, useState } from 'react';
import { Button, Group, Modal } from '@mantine/core';
import { useNativeT } from '../i18n/use-native-t';
import { exitApp, onBackButton } from '../../../lib/platform/back-button';

/**
 * Spec section 4: the back button opens 'Are you sure want to exit ?' with Yes and No. Yes leaves the app; No
 * (or the back button again) closes the prompt.
 */
export function ExitPrompt() {
  const t = useNativeT();
  const [open, setOpen] = useState(false);

  useEffect(() => onBackButton(() => setOpen((isOpen) => !isOpen)), []);

  const close = () => setOpen(false);
  return (
    <Modal
      opened={open}
      onClose={close}
      title={t('app.exitConfirm')}
      withCloseButton={false}
      centered
      size="sm"
      zIndex={400}
    >
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={close} data-autofocus>
          {t('native.exit.no')}
        </Button>
        <Button
          onClick={() => {
            close();
            void exitApp();
          }}
        >
          {t('native.exit.yes')}
        </Button>
      </Group>
    </Modal>
  );
}
