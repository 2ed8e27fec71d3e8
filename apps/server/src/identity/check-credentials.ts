import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connection';
import { findUserByEmail, type IdentityUser } from './account';
import {
  DEFAULT_LOCKOUT_POLICY,
  isLocked,
  recordFailedLogin,
  recordSuccessfulLogin,
  type LockoutPolicy,
} from './lockout';
import { hashPassword, verifyPassword } from './passwords';

export type CredentialCheck =
  | { outcome: 'ok'; user: IdentityUser }
  | { outcome: 'invalid' }
  /** `justLocked`: this very attempt tripped the lock (worth a log line). */
  | { outcome: 'locked'; user: IdentityUser; justLocked: boolean };

export interface CredentialCheckOptions {
  policy?: LockoutPolicy;
  now?: () => Date;
  /** The password check (argon2 by default); an option so tests can count and hold verifications. */
  verifyPassword?: (passwordHash: string, password: string) => Promise<boolean>;
}

let dummyHash: Promise<string> | undefined;

/**
 * Decides a username/password attempt, lockout included.
 * - Unknown e-mail, disabled user and user without a password are all just "invalid", after a hash check
 *   of the same cost, so neither the answer nor its timing tells which.
 * - A locked account is refused before the password is looked at; a failure that reaches the limit
 *   answers "locked" at once.
 * - The client's status (DRAFT, REJECT, SUSPEND …) plays no part: the API gates data, not the login.
 */
export async function checkCredentials(
  db: Db,
  username: string,
  password: string,
  options: CredentialCheckOptions = {},
): Promise<CredentialCheck> {
  const policy = options.policy ?? DEFAULT_LOCKOUT_POLICY;
  const now = options.now?.() ?? new Date();
  const verify = options.verifyPassword ?? verifyPassword;

  const user = await findUserByEmail(db, username);
  if (!user || user.disabled || !user.passwordHash) {
    dummyHash ??= hashPassword(randomUUID());
    await verify(await dummyHash, password);
    return { outcome: 'invalid' };
  }

  if (isLocked(user, now)) return { outcome: 'locked', user, justLocked: false };

  if (!(await verify(user.passwordHash, password))) {
    const after = await recordFailedLogin(db, user.id, now, policy);
    if (after && isLocked(after, now)) return { outcome: 'locked', user, justLocked: true };
    return { outcome: 'invalid' };
  }

  // The usual account has nothing to clear: skip the write (and its round trip). A failure recorded by a
  // concurrent attempt after our read stays counted, as if it had come just after this success.
  if (user.failedLoginCount !== 0 || user.lockedUntil !== null) await recordSuccessfulLogin(db, user.id);
  return { outcome: 'ok', user };
}
