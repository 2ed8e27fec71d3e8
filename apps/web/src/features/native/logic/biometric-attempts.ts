import { BIOMETRIC_MAX_ATTEMPTS } from '@harta/contracts/constants';

/**
 * Spec section 9: at most 5 biometric verification attempts, then the password. Failures are counted across
 * app starts (so closing the app does not reset them) and cleared by a successful biometric or password login.
 * A cancelled prompt is not an attempt.
 */
export interface BiometricAttempts {
  failures: number;
}

export const NO_ATTEMPTS: BiometricAttempts = { failures: 0 };

export function recordFailedAttempt(state: BiometricAttempts, max = BIOMETRIC_MAX_ATTEMPTS): BiometricAttempts {
  return { failures: Math.min(state.failures + 1, max) };
}

/** The operating system locked biometrics: no attempt is left. */
export function exhaustAttempts(max = BIOMETRIC_MAX_ATTEMPTS): BiometricAttempts {
  return { failures: max };
}

export function attemptsLeft(state: BiometricAttempts, max = BIOMETRIC_MAX_ATTEMPTS): number {
  return Math.max(0, max - state.failures);
}

export function attemptsExhausted(state: BiometricAttempts, max = BIOMETRIC_MAX_ATTEMPTS): boolean {
  return attemptsLeft(state, max) === 0;
}

/** Reads a stored value defensively (anything odd counts as no failures). */
export function asAttempts(value: unknown, max = BIOMETRIC_MAX_ATTEMPTS): BiometricAttempts {
  const failures = (value as Partial<BiometricAttempts> | null)?.failures;
  return typeof failures === 'number' && Number.isInteger(failures) && failures >= 0
    ? { failures: Math.min(failures, max) }
    : NO_ATTEMPTS;
}
