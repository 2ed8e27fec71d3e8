import { createHash, randomInt } from 'node:crypto';
import {
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW_STEPS,
  normalizeOneTimeCode,
} from '@harta/contracts/second-factor';
import { generateSecret, generateSync, verifySync } from 'otplib';

/**
 * RFC 6238 codes through otplib (SHA-1, 6 digits, 30-second steps: what every authenticator app reads from a QR
 * code). The replay rule (a code's step must be later than the last one used) lives in second-factor-store.ts,
 * where it is applied in the same statement that records the step.
 */
const seconds = (now: Date) => Math.floor(now.getTime() / 1000);

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The time step a code was made for, within a step either side of now; undefined for a wrong code. */
export function matchTotpStep(secret: string, code: string, now: Date = new Date()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const result = verifySync({
    secret,
    token: code,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    epoch: seconds(now),
    epochTolerance: TOTP_WINDOW_STEPS * TOTP_PERIOD_SECONDS,
  });
  // The TOTP result carries the step it matched (otplib types verify's answer as TOTP's or HOTP's).
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** The code of the moment (the development endpoint and the tests). */
export function totpCodeAt(secret: string, now: Date = new Date()): { code: string; secondsLeft: number } {
  const epoch = seconds(now);
  return {
    code: generateSync({ secret, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, epoch }),
    secondsLeft: TOTP_PERIOD_SECONDS - (epoch % TOTP_PERIOD_SECONDS),
  };
}

/** Crockford-like alphabet without 0/O and 1/I/L: read off paper without doubt. */
const RECOVERY_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** One recovery code, `XXXX-XXXX-XX` (10 symbols of 31: about 50 bits). */
export function newRecoveryCode(): string {
  const symbols = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${symbols.slice(0, 4)}-${symbols.slice(4, 8)}-${symbols.slice(8)}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/**
 * Stored form of a recovery code: sha-256 of its normalised text. A fast hash suffices: the codes are random
 * (about 50 bits each) and every guess at sign-in is a counted attempt of the lockout.
 */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeOneTimeCode(code), 'utf8').digest('hex');
}
