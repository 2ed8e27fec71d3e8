import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connection';
import { logins } from '../metrics/registry';
import { findUserForLogin, type IdentityUser } from './account';
import { DEFAULT_LOCKOUT_POLICY, isLocked, type LockoutPolicy } from './lockout';
import { hashPassword, verifyPassword } from './passwords';

export type CredentialCheck =
  /**
   * `attempt`: the count this attempt was reserved as. The caller settles it once the login is complete
   * (recordSuccessfulLogin, with the audit entry and the tokens); until then it counts like any attempt in flight.
   */
  | { outcome: 'ok'; user: IdentityUser; attempt: number }
  /** `userId`: the account the wrong password was for, when there is one (for the audit, never for the answer). */
  | { outcome: 'invalid'; userId?: string }
  /** `justLocked`: this very attempt tripped the lock of an existing account (worth a log line). */
  | { outcome: 'locked'; user: IdentityUser; justLocked: true }
  /** `user` is absent when no usable account has the login name: it is locked all the same. */
  | { outcome: 'locked'; user?: IdentityUser; justLocked: false };

export interface CredentialCheckOptions {
  policy?: LockoutPolicy;
  now?: () => Date;
  /** The password check (argon2 by default); an option so tests can count and hold verifications. */
  verifyPassword?: (passwordHash: string, password: string) => Promise<boolean>;
}

let dummyHash: Promise<string> | undefined;

/** A hash to verify against when there is no account, so that path costs what a real check costs. */
function hashForNobody(): Promise<string> {
  return (dummyHash ??= hashPassword(randomUUID()));
}

/**
 * Decides a username/password attempt, lockout included (rules in lockout.ts).
 * - The attempt is reserved against the login name before any password is looked at, in the same statement
 *   that finds the user; a locked name is refused there, unverified, known or not.
 * - Unknown e-mail, disabled user and user without a password are all just "invalid" (and lock like any
 *   other name), after a hash check of the same cost: one statement and one verification, as for a real
 *   account, so neither the answer nor its timing tells which.
 * - A failure needs no write (its reservation stays counted); the reservation that reached the limit answers
 *   "locked" at once. A success is settled by the caller in the statement that stores its tokens
 *   (recordSuccessfulLogin).
 * - The client's status (DRAFT, REJECT, SUSPEND …) plays no part: the API gates data, not the login.
 */
export async function checkCredentials(
  db: Db,
  username: string,
  password: string,
  options: CredentialCheckOptions = {},
): Promise<CredentialCheck> {
  const check = await decideCredentials(db, username, password, options);
  // Both login paths (the fast path and the oidc-provider grant) come through here: counted once per attempt.
  logins.inc({ outcome: check.outcome === 'ok' ? 'success' : check.outcome === 'invalid' ? 'failure' : 'lockout' });
  return check;
}

async function decideCredentials(
  db: Db,
  username: string,
  password: string,
  options: CredentialCheckOptions = {},
): Promise<CredentialCheck> {
  const policy = options.policy ?? DEFAULT_LOCKOUT_POLICY;
  const now = options.now?.() ?? new Date();
  const verify = options.verifyPassword ?? verifyPassword;
  // Made before the first lookup, so the first unknown e-mail does not pay for a hash the others do not.
  const nobody = hashForNobody();

  const { user, reserved } = await findUserForLogin(db, username, now, policy);
  const usable = user && !user.disabled && user.passwordHash ? user : undefined;
  if (!reserved)
    return usable ? { outcome: 'locked', user: usable, justLocked: false } : { outcome: 'locked', justLocked: false };

  const ok = await verify(usable?.passwordHash ?? (await nobody), password);
  if (!usable || !ok) {
    if (!isLocked(reserved, now)) return user ? { outcome: 'invalid', userId: user.id } : { outcome: 'invalid' };
    return usable ? { outcome: 'locked', user: usable, justLocked: true } : { outcome: 'locked', justLocked: false };
  }

  return { outcome: 'ok', user: usable, attempt: reserved.failedLoginCount };
}
