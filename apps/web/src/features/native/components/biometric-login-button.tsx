import '@mantine/core/styles/Alert.css';
import { Alert, Button } from '@mantine/core';
import { useNativeT } from '../i18n/use-native-t';
import { FingerprintIcon } from '../../../components/icons/icons';
import { BIOMETRY_LABEL } from '../logic/biometry-label';
import { useBiometricLogin } from '../hooks/use-biometric-login';

/** The home screen's 'Log in with Face ID' (or fingerprint …), shown when biometric login is on for this device. */
export function BiometricLoginButton() {
  const t = useNativeT();
  const { usable, biometry, busy, message, login } = useBiometricLogin();
  return (
    <>
      {usable && (
        <Button
          size="md"
          fullWidth
          variant="light"
          leftSection={<FingerprintIcon size={20} />}
          loading={busy}
          onClick={() => void login()}
        >
          {t('native.biometric.loginWith', { type: t(BIOMETRY_LABEL[biometry.type]) })}
        </Button>
      )}
      {message && (
        <Alert color="red" variant="light" role="alert" aria-live="assertive">
          {'key' in message ? t(message.key) : t('native.biometric.failed', { count: message.attemptsLeft })}
        </Alert>
      )}
    </>
  );
}
