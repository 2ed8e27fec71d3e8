import { browserLocalStorage, readJson, removeKey, writeJson } from '../storage/safe-storage';
import { SimKeys, usesWebImplementation } from './simulation';

/** A secret and the account it belongs to, as the keychain stores it. */
export interface SecureCredential {
  username: string;
  password: string;
}

/**
 * Secrets in the platform's secure store: the iOS keychain and the Android keystore (through the biometric
 * plugin, which encrypts with a keystore key that requires biometric authentication on Android). `server` names
 * the entry.
 *
 * WEB IMPLEMENTATION IS NOT SECURE: in the browser the "keychain" is localStorage (`harta.sim.keychain.*`),
 * readable by any script on the page. It exists so the app can be run and tested without a device.
 */
export async function saveSecureCredential(server: string, credential: SecureCredential): Promise<void> {
  if (usesWebImplementation()) return writeJson(browserLocalStorage(), SimKeys.keychainPrefix + server, credential);
  const { NativeBiometric } = await import('@capgo/capacitor-native-biometric');
  await NativeBiometric.setCredentials({ server, ...credential });
}

/** The stored credential, or null when there is none (or the platform refuses to give it). */
export async function readSecureCredential(server: string): Promise<SecureCredential | null> {
  if (usesWebImplementation()) {
    const stored = readJson<SecureCredential>(browserLocalStorage(), SimKeys.keychainPrefix + server);
    return stored && typeof stored.username === 'string' && typeof stored.password === 'string' ? stored : null;
  }
  const { NativeBiometric } = await import('@capgo/capacitor-native-biometric');
  try {
    const { isSaved } = await NativeBiometric.isCredentialsSaved({ server });
    return isSaved ? await NativeBiometric.getCredentials({ server }) : null;
  } catch {
    return null;
  }
}

export async function deleteSecureCredential(server: string): Promise<void> {
  if (usesWebImplementation()) return removeKey(browserLocalStorage(), SimKeys.keychainPrefix + server);
  const { NativeBiometric } = await import('@capgo/capacitor-native-biometric');
  await NativeBiometric.deleteCredentials({ server }).catch(() => undefined); // nothing stored: nothing to wipe
}
