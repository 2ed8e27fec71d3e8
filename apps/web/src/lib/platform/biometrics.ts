import type { BiometryType } from '@harta/contracts/schemas/native';
import { readSimSetting, SimKeys, usesWebImplementation } from './simulation';

/** Biometry types by name (spec section 3), indexed by the native plugin's `BiometryType` number. */
export const BIOMETRY_NAMES = [
  'none',
  'touch id',
  'face id',
  'fingerprint',
  'face authentication',
  'iris',
  'multiple',
] as const satisfies readonly BiometryType[];

export type BiometryName = (typeof BIOMETRY_NAMES)[number];

export function biometryName(code: number | null | undefined): BiometryName {
  return (code != null && BIOMETRY_NAMES[code]) || 'none';
}

function asBiometryName(value: string | null): BiometryName {
  const v = value?.toLowerCase() ?? '';
  return (BIOMETRY_NAMES as readonly string[]).includes(v) ? (v as BiometryName) : 'none';
}

export interface BiometryAvailability {
  available: boolean;
  type: BiometryName;
}

/** Whether the device can verify the user biometrically, and with what (shown to the user by name). */
export async function getBiometry(): Promise<BiometryAvailability> {
  if (usesWebImplementation()) {
    const type = asBiometryName(readSimSetting(SimKeys.biometry));
    return { available: type !== 'none', type };
  }
  const { NativeBiometric } = await import('@capgo/capacitor-native-biometric');
  try {
    const result = await NativeBiometric.isAvailable({ useFallback: false });
    return { available: result.isAvailable, type: result.isAvailable ? biometryName(result.biometryType) : 'none' };
  } catch {
    return { available: false, type: 'none' };
  }
}

/**
 * One verification: the system sheet (Face ID, fingerprint …) once. 'failed' is a biometric that did not match
 * (it counts against the attempt limit); 'cancelled' is the user backing out (it does not); 'lockedOut' is the
 * operating system refusing more tries; 'unavailable' is no (enrolled) biometry.
 */
export type VerifyOutcome = 'success' | 'failed' | 'cancelled' | 'lockedOut' | 'unavailable';

export interface VerifyTexts {
  reason: string;
  title: string;
  cancel: string;
}

/** The plugin's error codes (BiometricAuthError) mapped to outcomes. */
export function outcomeForErrorCode(code: number): VerifyOutcome {
  switch (code) {
    case 2: // USER_LOCKOUT
    case 4: // USER_TEMPORARY_LOCKOUT
      return 'lockedOut';
    case 1: // BIOMETRICS_UNAVAILABLE
    case 3: // BIOMETRICS_NOT_ENROLLED
    case 14: // PASSCODE_NOT_SET
      return 'unavailable';
    case 11: // APP_CANCEL
    case 13: // NOT_INTERACTIVE
    case 15: // SYSTEM_CANCEL
    case 16: // USER_CANCEL
    case 17: // USER_FALLBACK
      return 'cancelled';
    default: // AUTHENTICATION_FAILED and anything unknown
      return 'failed';
  }
}

export async function verifyBiometric(texts: VerifyTexts): Promise<VerifyOutcome> {
  if (usesWebImplementation()) {
    if (asBiometryName(readSimSetting(SimKeys.biometry)) === 'none') return 'unavailable';
    // A real sheet takes a moment; so does the simulated one, so double taps behave as on a device.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const result = readSimSetting(SimKeys.biometricResult) ?? 'success';
    return result === 'success' ? 'success' : result === 'cancel' ? 'cancelled' : 'failed';
  }
  const { NativeBiometric } = await import('@capgo/capacitor-native-biometric');
  try {
    await NativeBiometric.verifyIdentity({
      reason: texts.reason,
      title: texts.title,
      negativeButtonText: texts.cancel,
      useFallback: false,
      maxAttempts: 1,
    });
    return 'success';
  } catch (error) {
    return outcomeForErrorCode(Number((error as { code?: unknown }).code));
  }
}
