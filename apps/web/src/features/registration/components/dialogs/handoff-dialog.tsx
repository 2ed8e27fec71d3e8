import { useCallback, useEffect, useState } from 'react';
import { Alert, Anchor, Button, Center, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import type { Handoff } from '@harta/contracts/schemas/registration-documents';
import { showError } from '../../../../components/feedback/feedback-modals';
import { useCreateHandoff } from '../../api/create-handoff';
import { useCooldown } from '../../hooks/use-cooldown';
import { useRegT } from '../../i18n/use-reg-t';

function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/**
 * "Continue registration in mobile or web": a QR code of the hand-off link (single use, 10 minutes), the time
 * left, and a refresh button once it has expired.
 */
export function HandoffDialog({ onClose }: { onClose: () => void }) {
  const t = useRegT();
  const create = useCreateHandoff();
  const [handoff, setHandoff] = useState<Handoff | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const left = useCooldown(handoff ? Date.parse(handoff.expiresAt) : null);
  const expired = !!handoff && left === 0;

  const refresh = useCallback(() => {
    create.mutate(undefined, {
      onSuccess: async (fresh) => {
        setHandoff(fresh);
        const QRCode = await import('qrcode');
        setQr(await QRCode.toDataURL(fresh.url, { margin: 1, width: 220, errorCorrectionLevel: 'M' }));
      },
      onError: (error) => showError(error),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `create` changes identity on every state change
  }, []);

  // Mounted when opened (the parent renders it only then): ask for a fresh code once.
  useEffect(() => {
    refresh();
  }, [refresh]);

  return (
    <Modal opened onClose={onClose} title={t('reg.handoff.title')} centered>
      <Stack align="center">
        <Text size="sm">{t('reg.handoff.body')}</Text>
        <Center>
          {qr && !expired && !create.isPending ? (
            <img src={qr} alt={t('reg.handoff.qrAlt')} className="harta-qr" data-testid="handoff-qr" />
          ) : expired ? (
            <Alert color="yellow" variant="light">
              {t('reg.handoff.expired')}
            </Alert>
          ) : (
            <Skeleton width={220} height={220} aria-label={t('app.loading')} />
          )}
        </Center>
        {handoff && !expired && (
          <Text size="sm" className="harta-num" aria-live="off">
            {t('reg.handoff.expiresIn', { time: formatCountdown(left) })}
          </Text>
        )}
        {handoff && !expired && (
          <Anchor href={handoff.url} size="xs" style={{ wordBreak: 'break-all' }}>
            {handoff.url}
          </Anchor>
        )}
        <Group>
          {expired && (
            <Button onClick={refresh} loading={create.isPending}>
              {t('reg.handoff.refresh')}
            </Button>
          )}
          <Button variant="default" onClick={onClose}>
            {t('reg.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
