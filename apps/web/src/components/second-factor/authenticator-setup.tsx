import { Button, Center, CopyButton, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSecondFactorT } from './i18n/use-second-factor-t';

/** The secret in groups of four, as authenticator apps show keys (easier to type by hand). */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The QR code an authenticator app scans (drawn here from the otpauth link by the qrcode package, loaded on
 * demand as for the registration hand-off) and the same secret as text, for typing by hand.
 */
export function AuthenticatorSetup({ otpauthUri, secret }: { otpauthUri: string; secret: string }) {
  const t = useSecondFactorT();
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('qrcode')
      .then((QRCode) => QRCode.toDataURL(otpauthUri, { margin: 1, width: 200, errorCorrectionLevel: 'M' }))
      .then((url) => {
        if (!cancelled) setQr(url);
      });
    return () => {
      cancelled = true;
    };
  }, [otpauthUri]);

  return (
    <Stack gap="sm">
      <Center>
        {qr ? (
          <img src={qr} alt={t('sf.enrol.qrAlt')} width={200} height={200} data-testid="second-factor-qr" />
        ) : (
          <Skeleton width={200} height={200} aria-label={t('app.loading')} />
        )}
      </Center>
      <div>
        <Text size="sm" c="dimmed">
          {t('sf.enrol.secret')}
        </Text>
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Text
            ff="monospace"
            fw={600}
            data-testid="second-factor-secret"
            style={{ wordBreak: 'break-all', letterSpacing: '0.05em' }}
          >
            {grouped(secret)}
          </Text>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button variant="light" size="compact-sm" onClick={copy} style={{ flexShrink: 0 }}>
                {copied ? t('sf.recovery.copied') : t('sf.enrol.copySecret')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </div>
    </Stack>
  );
}
