import type { BiometryType } from '@harta/contracts/schemas/native';
import { getJsonPreference, removePreference, setJsonPreference } from '../../../lib/platform/app-preferences';
import { deleteSecureCredential } from '../../../lib/platform/secure-storage';
import { asAttempts, NO_ATTEMPTS, type BiometricAttempts } from '../logic/biometric-attempts';

/** The keychain/keystore entry holding the device credential (deviceId as the account, secret as the password). */
export const KEYCHAIN_SERVER = 'my.harta.app.device-credential';

/**
 * The biometric record stored on the device (spec section 3): clientId, username, isBiometricActive, and, in
 * place of the spec's password, a reference to the device credential in the keychain (ADR 0002). The password is
 * never stored.
 */
export interface BiometricRecord {
  clientId: number;
  /** The e-mail address the client logs in with. */
  username: string;
  isBiometricActive: boolean;
  /** Where the device credential is: its server-side device id and the keychain entry. Null when off. */
  credentialRef: { deviceId: string; keychainServer: string } | null;
  biometryType: BiometryType;
}

const RECORD_KEY = 'harta.biometric';
const ATTEMPTS_KEY = 'harta.biometric-attempts';

function isRecord(value: unknown): value is BiometricRecord {
  const r = value as Partial<BiometricRecord> | null;
  return (
    !!r &&
    typeof r.clientId === 'number' &&
    typeof r.username === 'string' &&
    typeof r.isBiometricActive === 'boolean' &&
    (r.credentialRef === null ||
      (typeof r.credentialRef?.deviceId === 'string' && typeof r.credentialRef.keychainServer === 'string'))
  );
}

export async function loadBiometricRecord(): Promise<BiometricRecord | null> {
  const stored = await getJsonPreference<unknown>(RECORD_KEY);
  return isRecord(stored) ? stored : null;
}

export function saveBiometricRecord(record: BiometricRecord): Promise<void> {
  return setJsonPreference(RECORD_KEY, record);
}

/** Biometric login is usable: on, with a credential reference. */
export function isBiometricLoginActive(record: BiometricRecord | null): record is BiometricRecord & {
  credentialRef: NonNullable<BiometricRecord['credentialRef']>;
} {
  return !!record?.isBiometricActive && !!record.credentialRef;
}

/**
 * Turning biometric login off (or losing it): the credential is wiped from the keychain and the record says
 * inactive (it keeps who it belonged to, without any credential).
 */
export async function wipeBiometricCredential(): Promise<void> {
  await deleteSecureCredential(KEYCHAIN_SERVER);
  const record = await loadBiometricRecord();
  if (record) await saveBiometricRecord({ ...record, isBiometricActive: false, credentialRef: null });
}

export async function loadAttempts(): Promise<BiometricAttempts> {
  return asAttempts(await getJsonPreference<unknown>(ATTEMPTS_KEY));
}

export function saveAttempts(attempts: BiometricAttempts): Promise<void> {
  return setJsonPreference(ATTEMPTS_KEY, attempts);
}

export function resetAttempts(): Promise<void> {
  return removePreference(ATTEMPTS_KEY).then(
    () => undefined,
    () => saveAttempts(NO_ATTEMPTS),
  );
}
