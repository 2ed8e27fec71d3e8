import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useNativeT } from '../i18n/use-native-t';
import { href } from '@harta/contracts/routes';
import { DeviceErrorCode, type MobilePlatform } from '@harta/contracts/schemas/native';
import { isHttpError } from '../../../lib/http/http-error';
import { getDeviceName, getInstallId } from '../../../lib/platform/app-info';
import { getBiometry, verifyBiometric, type BiometryAvailability } from '../../../lib/platform/biometrics';
import { isNativeApp, platformName } from '../../../lib/platform/platform';
import { saveSecureCredential } from '../../../lib/platform/secure-storage';
import { showError } from '../../../components/feedback/feedback-modals';
import { toastSuccess } from '../../../components/feedback/toasts';
import { registerDevice } from '../api/register-device';
import { revokeDevice } from '../api/revoke-device';
import {
  isBiometricLoginActive,
  KEYCHAIN_SERVER,
  loadBiometricRecord,
  resetAttempts,
  saveBiometricRecord,
  wipeBiometricCredential,
  type BiometricRecord,
} from '../storage/biometric-record';

export interface BiometricOwner {
  clientId: number;
  username: string;
}

/**
 * The biometric page's switch. On: a biometric check, then the server enrols this device and hands out the
 * device credential, which goes into the keychain; the record notes it (never the password). Off: the
 * credential is wiped from the keychain at once and the device revoked at the server.
 */
export function useBiometricSetting(owner: BiometricOwner | null) {
  const t = useNativeT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [biometry, setBiometry] = useState<BiometryAvailability | null>(null);
  const [record, setRecord] = useState<BiometricRecord | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isNativeApp()) return;
    let cancelled = false;
    void Promise.all([getBiometry(), loadBiometricRecord()]).then(([b, r]) => {
      if (cancelled) return;
      setBiometry(b);
      setRecord(r);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const activeForOwner = !!owner && isBiometricLoginActive(record) && record.clientId === owner.clientId;
  /** Someone else's biometric login lives on this device; enabling replaces it. */
  const otherUser =
    !!owner && isBiometricLoginActive(record) && record.clientId !== owner.clientId ? record.username : null;

  const refreshDevices = useCallback(() => queryClient.invalidateQueries({ queryKey: ['devices'] }), [queryClient]);

  const enable = useCallback(async () => {
    if (!owner || !biometry?.available) return;
    setBusy(true);
    try {
      const outcome = await verifyBiometric({
        title: t('page.biometric'),
        reason: t('native.biometric.enableReason'),
        cancel: t('native.update.cancel'),
      });
      if (outcome !== 'success') {
        if (outcome !== 'cancelled') showError({ result: t('native.biometric.enableFailed') });
        return;
      }
      let registered;
      try {
        registered = await registerDevice({
          installId: await getInstallId(),
          platform: platformName() as MobilePlatform,
          name: await getDeviceName(),
          biometryType: biometry.type,
        });
      } catch (error) {
        if (isHttpError(error) && error.code === DeviceErrorCode.Compromised) {
          navigate(href.to('vapt'), { replace: true });
        } else {
          showError(error);
        }
        return;
      }
      // A previous user's credential on this device is simply replaced.
      await saveSecureCredential(KEYCHAIN_SERVER, { username: registered.deviceId, password: registered.deviceSecret });
      const next: BiometricRecord = {
        clientId: owner.clientId,
        username: owner.username,
        isBiometricActive: true,
        credentialRef: { deviceId: registered.deviceId, keychainServer: KEYCHAIN_SERVER },
        biometryType: biometry.type,
      };
      await saveBiometricRecord(next);
      await resetAttempts();
      setRecord(next);
      toastSuccess(t('native.biometric.on'));
      void refreshDevices();
    } finally {
      setBusy(false);
    }
  }, [biometry, navigate, owner, refreshDevices, t]);

  const disable = useCallback(async () => {
    if (!record) return;
    setBusy(true);
    try {
      const deviceId = record.credentialRef?.deviceId;
      await wipeBiometricCredential();
      setRecord({ ...record, isBiometricActive: false, credentialRef: null });
      // Best effort: the credential is already gone from the device; the server forgets the device too.
      if (deviceId) await revokeDevice(deviceId, { background: true }).catch(() => undefined);
      toastSuccess(t('native.biometric.off'));
      void refreshDevices();
    } finally {
      setBusy(false);
    }
  }, [record, refreshDevices, t]);

  /** After the device list revoked this very device: forget the credential here too. */
  const forgetIfCurrent = useCallback(
    async (deviceId: string) => {
      if (record?.credentialRef?.deviceId !== deviceId) return;
      await wipeBiometricCredential();
      setRecord({ ...record, isBiometricActive: false, credentialRef: null });
    },
    [record],
  );

  return {
    biometry,
    record,
    active: activeForOwner,
    otherUser,
    busy,
    enable,
    disable,
    forgetIfCurrent,
    currentDeviceId: record?.credentialRef?.deviceId ?? null,
  };
}
