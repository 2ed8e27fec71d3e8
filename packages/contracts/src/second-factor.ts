/**
 * The second factor (docs/security.md, "Second factor"): time-based one-time passwords (RFC 6238) from an
 * authenticator app, and single-use recovery codes. Staff must have one; a client may turn one on in My Profile.
 */

/** Digits of a code, seconds per time step, and how many steps either side of now a code is accepted for. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_WINDOW_STEPS = 1;
/** The issuer shown in the authenticator app. */
export const TOTP_ISSUER = 'Harta';

/** Recovery codes made at enrolment, each usable once, shown once (e.g. `7KQ4-M2XD-9F`). */
export const RECOVERY_CODE_COUNT = 10;

/**
 * The password grant's extra parameter: the current code or a recovery code. Answers when it is missing or wrong
 * (OAuth `error` values of the token endpoint; the description is the English message of the same name).
 */
export const OTP_GRANT_PARAMETER = 'otp';
export const SecondFactorGrantErrors = {
  /** The account has a second factor: send the code as `otp`. */
  required: 'mfa_required',
  /** A staff account without a second factor: enrol first (the enrolment endpoint), then send its code. */
  enrollmentRequired: 'mfa_enrollment_required',
  /** A wrong code (counted by the lockout like a wrong password). */
  invalid: 'mfa_invalid',
  /** A right code already used in its window (counted too). */
  replayed: 'mfa_replayed',
} as const;
export type SecondFactorGrantError = (typeof SecondFactorGrantErrors)[keyof typeof SecondFactorGrantErrors];

/** A code as people type it: 6 digits, or a recovery code (letters and digits, dashes and spaces ignored). */
export function normalizeOneTimeCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export const isTotpCode = (normalized: string): boolean => /^\d{6}$/.test(normalized);

/**
 * The demo's fixed second-factor secret (base32) for the seeded staff members: anyone can sign in from the
 * README alone. Seeded only outside production (seed/demo-seed.ts); a production deployment has no demo members.
 */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPHARTADEMOSTAFF22';

/** The `otpauth://` link an authenticator app reads from a QR code (Key Uri Format). */
export function otpauthUri(secret: string, account: string): string {
  const label = encodeURIComponent(`${TOTP_ISSUER}:${account}`);
  const params = new URLSearchParams({
    secret,
    issuer: TOTP_ISSUER,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
