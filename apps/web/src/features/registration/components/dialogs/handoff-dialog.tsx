import '@mantine/core/styles/Alert.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Center, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { HANDOFF_TTL_SECONDS, type Handoff } from '@harta/contracts/schemas/registration-documents';
import { showError } from '../../../../components/feedback/feedback-modals';
import { useClientSummary } from '../../../../lib/client-profile/use-client-profile';
import { useCreateHandoff } from '../../api/create-handoff';
import { useCooldown } from '../../hooks/use-cooldown';
import { useRegT } from '../../i18n/use-reg-t';

function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

interface ShownCode extends Handoff {
  /** When this device received the code (ms): the countdown runs from here, so a wrong desktop clock cannot skew it. */
  receivedAt: number;
  qr: string;
}

/**
 * "Continue registration in mobile or web": a QR code of the hand-off link (single use, 10 minutes) and the time
 * left. The code runs out silently: the QR code is then greyed out and the refresh button (disabled while the code
 * is live) is enabled — by the countdown, or sooner when the login summary's `isQRrefreshButtonEnable` says so
 * (the page polls it while a hand-off is under way). Refreshing makes a new code, which retires the old one.
 */
export function HandoffDialog({ onClose, onCreated }: { onClose: () => void; onCreated?: (() => void) | undefined }) {
  const t = useRegT();
  const create = useCreateHandoff();
  const summary = useClientSummary();
  const [shown, setShown] = useState<ShownCode | null>(null);
  const left = useCooldown(shown ? shown.receivedAt + HANDOFF_TTL_SECONDS * 1000 : null);
  const serverSaysExpired =
    !!shown && !!summary.data?.isQRrefreshButtonEnable && summary.dataUpdatedAt > shown.receivedAt;
  const expired = !!shown && (left === 0 || serverSaysExpired);
  const refreshEnabled = !create.isPending && (expired || (!shown && create.isError));

  const onCreatedRef = useRef(onCreated);
  useEffect(() => {
    onCreatedRef.current = onCreated;
  });

  const refresh = useCallback(() => {
    create.mutate(undefined, {
      onSuccess: async (fresh) => {
        const receivedAt = Date.now();
        const QRCode = await import('qrcode');
        const qr = await QRCode.toDataURL(fresh.url, { margin: 1, width: 220, errorCorrectionLevel: 'M' });
        setShown({ ...fresh, receivedAt, qr });
        onCreatedRef.current?.();
      },
      onError: (error) => showError(error),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `create` changes identity on every state change
  }, []);

  // Mounted when opened (the parent renders it only then): ask for a fresh code once, also under StrictMode.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    refresh();
  }, [refresh]);

  return (
    <Modal opened onClose={onClose} title={t('reg.handoff.title')} centered>
      <Stack align="center">
        <Text size="sm">{t('reg.handoff.body')}</Text>
        <Center>
          {shown && !create.isPending ? (
            <img
              src={shown.qr}
              alt={t(expired ? 'reg.handoff.qrExpiredAlt' : 'reg.handoff.qrAlt')}
              className="harta-qr"
              data-expired={expired || undefined}
              data-testid="handoff-qr"
            />
          ) : (
            <Skeleton width={220} height={220} aria-label={t('app.loading')} />
          )}
        </Center>
        {expired ? (
          <Alert color="yellow" variant="light" role="status">
            {t('reg.handoff.expired')}
          </Alert>
        ) : (
          shown && (
            <>
              <Text size="sm" className="harta-num" aria-live="off">
                {t('reg.handoff.expiresIn', { time: formatCountdown(left) })}
              </Text>
              <Anchor href={shown.url} size="xs" style={{ wordBreak: 'break-all' }}>
                {shown.url}
              </Anchor>
              <Text size="xs" c="dimmed" ta="center">
                {t('reg.handoff.waiting')}
              </Text>
            </>
          )
        )}
        <Group>
          <Button onClick={refresh} disabled={!refreshEnabled} loading={create.isPending && !!shown}>
            {t('reg.handoff.refresh')}
          </Button>
          <Button variant="default" onClick={onClose}>
            {t('reg.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
