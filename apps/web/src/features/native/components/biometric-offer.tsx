import { useEffect, useRef, useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useNativeT } from '../i18n/use-native-t';
import { CLIENT_ROLE } from '@harta/contracts/constants';
import { isActiveStatus } from '@harta/contracts/client-status';
import { href } from '@harta/contracts/routes';
import { useAuth, type AuthStatus } from '../../../lib/auth/auth-context';
import { useClientSummary } from '../../../lib/client-profile/use-client-profile';
import { useForegroundTurn } from '../../../lib/foreground-modal/foreground-modal';
import { getBiometry, type BiometryName } from '../../../lib/platform/biometrics';
import { BIOMETRY_LABEL } from '../logic/biometry-label';
import { isBiometricLoginActive, loadBiometricRecord, resetAttempts } from '../storage/biometric-record';
import { takeBiometricLoginMark } from '../storage/login-marker';

/**
 * After a password login (not a restored session, not a biometric login): reset the biometric attempt counter,
 * and, for an active client on a device with biometrics but without biometric login for them, the biometric
 * activation prompt (spec section 2): Proceed goes to the biometric page.
 */
export function BiometricOffer() {
  const t = useNativeT();
  const navigate = useNavigate();
  const auth = useAuth();
  const summary = useClientSummary();
  const previous = useRef<AuthStatus>(auth.status);
  /** A password login happened and the offer is still to be decided (once the client summary is in). */
  const pending = useRef(false);
  /** The offer, for the login (subject) it was made to. */
  const [offer, setOffer] = useState<{ type: BiometryName; subject: string } | null>(null);
  const subject = auth.user?.profile.sub ?? null;

  useEffect(() => {
    const before = previous.current;
    previous.current = auth.status;
    if (before !== 'anonymous' || auth.status !== 'authenticated') return;
    if (takeBiometricLoginMark()) return;
    // A password login: biometric attempts start over (spec section 9), and maybe offer biometrics.
    void resetAttempts();
    pending.current = true;
  }, [auth.status]);

  const client = summary.data;
  const isClient = auth.roles.includes(CLIENT_ROLE);
  useEffect(() => {
    if (!pending.current || !client || !subject) return;
    pending.current = false;
    if (!isClient || !isActiveStatus(client.status)) return;
    void Promise.all([getBiometry(), loadBiometricRecord()]).then(([biometry, record]) => {
      const alreadyOn = isBiometricLoginActive(record) && record.clientId === client.clientId;
      if (biometry.available && !alreadyOn) setOffer({ type: biometry.type, subject });
    });
  }, [auth.status, client, isClient, subject]);

  const close = () => setOffer(null);
  // Other prompts that open on their own (the notices) wait until this one is answered, and this one waits for them.
  const wanted = offer !== null && auth.status === 'authenticated' && offer.subject === subject;
  const turn = useForegroundTurn('biometric-offer', wanted);
  return (
    <Modal opened={wanted && turn} onClose={close} title={t('native.offer.title')} centered>
      <Text mb="lg">{t('native.offer.body', { type: t(BIOMETRY_LABEL[offer?.type ?? 'none']) })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          {t('native.offer.later')}
        </Button>
        <Button
          data-autofocus
          onClick={() => {
            close();
            navigate(href.to('biometric'));
          }}
        >
          {t('native.offer.proceed')}
        </Button>
      </Group>
    </Modal>
  );
}
