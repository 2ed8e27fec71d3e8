import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useNativeT, type AnyKey } from '../i18n/use-native-t';
import { DeviceErrorCode } from '@harta/contracts/schemas/native';
import { href } from '@harta/contracts/routes';
import { ErrorCode } from '@harta/contracts/errors';
import { useAuth } from '../../../lib/auth/auth-context';
import { createLockoutStore } from '../../../lib/auth/lockout';
import { clearPendingFlags } from '../../../lib/auth/pending-flags';
import { isHttpError } from '../../../lib/http/http-error';
import { getInstallId } from '../../../lib/platform/app-info';
import { getBiometry, verifyBiometric, type BiometryAvailability } from '../../../lib/platform/biometrics';
import { isNativeApp } from '../../../lib/platform/platform';
import { readSecureCredential } from '../../../lib/platform/secure-storage';
import { showWarning } from '../../../components/feedback/feedback-modals';
import { biometricLogin } from '../api/biometric-login';
import {
  attemptsExhausted,
  attemptsLeft,
  exhaustAttempts,
  NO_ATTEMPTS,
  recordFailedAttempt,
  type BiometricAttempts,
} from '../logic/biometric-attempts';
import {
  isBiometricLoginActive,
  KEYCHAIN_SERVER,
  loadAttempts,
  loadBiometricRecord,
  resetAttempts,
  saveAttempts,
  wipeBiometricCredential,
  type BiometricRecord,
} from '../storage/biometric-record';
import { markBiometricLogin } from '../storage/login-marker';

/** What the home screen says under the button: a message, or how many attempts are left. */
export type BiometricLoginMessage = { key: AnyKey } | { attemptsLeft: number } | null;

interface State {
  ready: boolean;
  record: BiometricRecord | null;
  biometry: BiometryAvailability;
  attempts: BiometricAttempts;
}

const INITIAL: State = {
  ready: false,
  record: null,
  biometry: { available: false, type: 'none' },
  attempts: NO_ATTEMPTS,
};

/**
 * Biometric login from the home screen: verify on the device (at most 5 attempts, then the password), unlock the
 * device credential from the keychain, exchange it at the server for a session (ADR 0002), and go on as after
 * any login. A credential the server no longer accepts is wiped.
 */
export function useBiometricLogin() {
  const t = useNativeT();
  const auth = useAuth();
  const navigate = useNavigate();
  const [state, setState] = useState<State>(INITIAL);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<BiometricLoginMessage>(null);

  useEffect(() => {
    if (!isNativeApp()) return;
    let cancelled = false;
    void Promise.all([loadBiometricRecord(), getBiometry(), loadAttempts()]).then(([record, biometry, attempts]) => {
      if (!cancelled) setState({ ready: true, record, biometry, attempts });
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const usable =
    state.ready &&
    isBiometricLoginActive(state.record) &&
    state.biometry.available &&
    !attemptsExhausted(state.attempts);

  /** Back to the password: the login page, with the reason in a dialog. */
  const fallBackToPassword = useCallback(
    (key: AnyKey) => {
      showWarning(t(key));
      navigate(href.to('userLogin'));
    },
    [navigate, t],
  );

  const login = useCallback(async () => {
    const { record } = state;
    if (busy || !isBiometricLoginActive(record)) return;
    // The device's 24-hour block after failed passwords holds for every way in.
    if (createLockoutStore().isBlocked(Date.now())) {
      setMessage({ key: 'auth.lockout' });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const outcome = await verifyBiometric({
        title: t('native.biometric.promptTitle'),
        reason: t('native.biometric.promptReason'),
        cancel: t('native.update.cancel'),
      });
      if (outcome === 'cancelled') return;
      if (outcome === 'unavailable') {
        setMessage({ key: 'native.biometric.unavailable' });
        return;
      }
      if (outcome !== 'success') {
        const attempts = outcome === 'lockedOut' ? exhaustAttempts() : recordFailedAttempt(state.attempts);
        await saveAttempts(attempts);
        setState((s) => ({ ...s, attempts }));
        if (attemptsExhausted(attempts)) fallBackToPassword('native.biometric.tooManyAttempts');
        else setMessage({ attemptsLeft: attemptsLeft(attempts) });
        return;
      }

      await resetAttempts();
      setState((s) => ({ ...s, attempts: NO_ATTEMPTS }));
      const credential = await readSecureCredential(record.credentialRef.keychainServer || KEYCHAIN_SERVER);
      if (!credential || credential.username !== record.credentialRef.deviceId) {
        await wipeBiometricCredential();
        fallBackToPassword('device.credentialInvalid');
        return;
      }

      let tokens;
      try {
        tokens = await biometricLogin({
          deviceId: credential.username,
          deviceSecret: credential.password,
          installId: await getInstallId(),
        });
      } catch (error) {
        const code = isHttpError(error) ? error.code : undefined;
        if (code === DeviceErrorCode.Compromised) {
          navigate(href.to('vapt'), { replace: true });
        } else if (code === DeviceErrorCode.CredentialInvalid) {
          await wipeBiometricCredential();
          setState((s) => ({
            ...s,
            record: s.record && { ...s.record, isBiometricActive: false, credentialRef: null },
          }));
          fallBackToPassword('device.credentialInvalid');
        } else if (code === DeviceErrorCode.AccountLocked) {
          setMessage({ key: 'auth.lockout' });
        } else if (code === ErrorCode.AccountStatus) {
          setMessage({ key: 'auth.accountStatus' });
        } else {
          setMessage({ key: 'alert.default' });
        }
        return;
      }

      markBiometricLogin();
      await auth.loginWithTokens(tokens);
      // As after a password login (spec section 4): the counters and pending flags start clean.
      createLockoutStore().clear();
      clearPendingFlags();
      // The root sends an authenticated user on, and the guards route by client status as after any login.
      navigate(href.root(), { replace: true });
    } finally {
      setBusy(false);
    }
  }, [auth, busy, fallBackToPassword, navigate, state, t]);

  return { usable, biometry: state.biometry, busy, message, login };
}
