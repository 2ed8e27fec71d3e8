import { useEffect, useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useNativeT } from '../i18n/use-native-t';
import type { MobilePlatform } from '@harta/contracts/schemas/native';
import { getAppVersion, openExternalUrl } from '../../../lib/platform/app-info';
import { platformName } from '../../../lib/platform/platform';
import { getMobileAppVersion } from '../api/get-mobile-app-version';
import { decideUpdate, type UpdateDecision } from '../logic/update-decision';

/** Checked once per app start; a failed check is silent (spec section 8). */
let decision: Promise<UpdateDecision> | null = null;

async function checkForUpdate(): Promise<UpdateDecision> {
  try {
    const [info, installed] = await Promise.all([
      getMobileAppVersion(platformName() as MobilePlatform),
      getAppVersion(),
    ]);
    return decideUpdate(installed, info);
  } catch {
    return { kind: 'none' };
  }
}

/**
 * The app update prompt (spec sections 2 and 4): a blacklisted installed version must update (no cancel, no way
 * around the dialog); an older one is offered the latest version with Cancel.
 */
export function UpdatePrompt() {
  const t = useNativeT();
  const [update, setUpdate] = useState<UpdateDecision>({ kind: 'none' });
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    decision ??= checkForUpdate();
    void decision.then((value) => {
      if (!cancelled) setUpdate(value);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  if (update.kind === 'none') return null;
  const optional = update.kind === 'optional';
  const dismiss = () => setDismissed(true);

  return (
    <Modal
      opened={!dismissed}
      onClose={optional ? dismiss : () => undefined}
      title={update.title}
      centered
      withCloseButton={optional}
      closeOnEscape={optional}
      closeOnClickOutside={optional}
      trapFocus
      data-update-kind={update.kind}
    >
      <Text mb="xs">{update.text}</Text>
      <Text size="sm" c="dimmed" mb="lg">
        {t('native.update.version', { version: update.latest })}
      </Text>
      <Group justify="flex-end">
        {optional && (
          <Button variant="default" onClick={dismiss}>
            {t('native.update.cancel')}
          </Button>
        )}
        <Button onClick={() => openExternalUrl(update.url)} data-autofocus>
          {t('native.update.now')}
        </Button>
      </Group>
    </Modal>
  );
}

/** Test hook. */
export function resetUpdateCheckForTests(): void {
  decision = null;
}
