import { STAFF_ROLE } from '@harta/contracts/constants';
import { isTotpCode, normalizeOneTimeCode, SecondFactorGrantErrors } from '@harta/contracts/second-factor';
import type { SecondFactorGrantError } from '@harta/contracts/second-factor';
import type { Db } from '../db/connection';
import type { IdentityUser } from './account';
import type { SecondFactorKey } from './second-factor-secret';
import { acceptTotpStep, secondFactorOf, useRecoveryCode } from './second-factor-store';
import { matchTotpStep } from './totp';

export type SecondFactorOutcome =
  /** `amr`: how the user proved who they are (RFC 8176 values), for the tokens. */
  | { outcome: 'pass'; amr: string[] }
  /**
   * `counts`: a wrong code is a failed attempt (its lockout reservation stays); a missing code is not (the password
   * was right: the reservation is given back, see password-grant.ts), nor is a used one: it was right moments ago
   * (the member pressed twice, or two sign-ins took one code), which is no guess the lockout should throttle
   * (docs/security.md "Second factor").
   */
  | { outcome: 'refuse'; error: SecondFactorGrantError; counts: boolean };

export const needsSecondFactor = (user: IdentityUser): boolean =>
  user.roles.includes(STAFF_ROLE) || user.secondFactor === 'active';

const refuse = (error: SecondFactorGrantError, counts: boolean): SecondFactorOutcome => ({
  outcome: 'refuse',
  error,
  counts,
});

/**
 * The second step of a password login whose password was right (docs/security.md, "Second factor"):
 * - staff always need a second factor; a client only once they turned one on (My Profile);
 * - no code: `mfa_required`, or for a staff member without an active factor `mfa_enrollment_required`;
 * - a 6-digit code must match the secret within a step either side of now AND be for a later time step than
 *   the last code used (one atomic update), else `mfa_invalid` / `mfa_replayed`;
 * - a staff member's first code confirms a pending enrolment (their first sign-in);
 * - anything else is tried as a recovery code, each usable once.
 */
export async function checkSecondFactor(
  db: Db,
  user: IdentityUser,
  otp: string | undefined,
  options: { key: SecondFactorKey; now: Date },
): Promise<SecondFactorOutcome> {
  if (!needsSecondFactor(user)) return { outcome: 'pass', amr: ['pwd'] };
  const staff = user.roles.includes(STAFF_ROLE);
  const usable = user.secondFactor === 'active' || (staff && user.secondFactor === 'pending');
  if (!otp) {
    return refuse(
      user.secondFactor === 'active' ? SecondFactorGrantErrors.required : SecondFactorGrantErrors.enrollmentRequired,
      false,
    );
  }
  if (!usable) return refuse(SecondFactorGrantErrors.enrollmentRequired, false);

  const code = normalizeOneTimeCode(otp);
  if (isTotpCode(code)) {
    const factor = await secondFactorOf(db, user.id, options.key);
    const step = factor && matchTotpStep(factor.secret, code, options.now);
    if (step === undefined) return refuse(SecondFactorGrantErrors.invalid, true);
    if (!(await acceptTotpStep(db, user.id, step, options.now))) return refuse(SecondFactorGrantErrors.replayed, false);
    return { outcome: 'pass', amr: ['pwd', 'otp', 'mfa'] };
  }
  if (user.secondFactor === 'active' && (await useRecoveryCode(db, user.id, code, options.now))) {
    return { outcome: 'pass', amr: ['pwd', 'mfa'] };
  }
  return refuse(SecondFactorGrantErrors.invalid, true);
}
