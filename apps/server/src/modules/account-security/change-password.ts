import { eq } from 'drizzle-orm';
import type { ProfileUpdateResult } from '@harta/contracts/errors';
import { messagesEn } from '@harta/contracts/messages';
import type { Db } from '../../db/connection';
import { users } from '../../db/schema/identity';
import { clearLockout, isLocked, reserveLoginAttempt } from '../../identity/lockout';
import { hashPassword, verifyPassword } from '../../identity/passwords';
import { writeAudit } from '../audit/audit-log';
import { revokeAccountTokens } from '../registration/forgot-password/revoke-sessions';

export interface PasswordChange {
  userId: string;
  /** The session that asked (the access token's grant); kept when `signOutEverywhere` is false. */
  grantId: string | undefined;
  currentPassword: string;
  newPassword: string;
  signOutEverywhere: boolean;
  requestId?: string;
}

export type PasswordChangeResult = ProfileUpdateResult & {
  /** For the e-mail: the account's address, when the password was changed. */
  changedFor?: string;
};

const refused = (errorMessage: string, field?: 'currentPassword'): PasswordChangeResult => ({
  status: false,
  errorMessage,
  ...(field ? { field } : {}),
});

/**
 * Changes the password of a logged-in account after checking the current one. Checking it is a login attempt in
 * all but name, so it counts toward the same lockout (reserved before argon2 runs, lockout.ts): a stolen session
 * cannot be used to guess the password. A change clears the lockout, ends the other sessions (or all of them),
 * and is audited; the caller e-mails the account.
 */
export async function changePassword(db: Db, change: PasswordChange): Promise<PasswordChangeResult> {
  const [user] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, change.userId));
  if (!user?.passwordHash) return refused(messagesEn['account.currentPasswordWrong'], 'currentPassword');

  const now = new Date();
  const reserved = await reserveLoginAttempt(db, user.email, now);
  if (!reserved) return refused(messagesEn['auth.lockout']);
  if (!(await verifyPassword(user.passwordHash, change.currentPassword))) {
    await writeAudit(db, {
      actor: change.userId,
      action: 'account.passwordChangeRefused',
      subjectType: 'user',
      subjectId: change.userId,
      ...(change.requestId ? { requestId: change.requestId } : {}),
    });
    // A wrong password is the current-password field's error (shown under it); a lockout is the whole form's.
    return isLocked(reserved, now)
      ? refused(messagesEn['auth.lockout'])
      : refused(messagesEn['account.currentPasswordWrong'], 'currentPassword');
  }

  // Hash before the transaction: argon2 takes a while and must not hold row locks.
  const passwordHash = await hashPassword(change.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, change.userId));
    await clearLockout(tx, change.userId);
    const revoked = await revokeAccountTokens(tx, change.userId, {
      keepGrantId: change.signOutEverywhere ? undefined : change.grantId,
    });
    await writeAudit(tx, {
      actor: change.userId,
      action: 'account.passwordChanged',
      subjectType: 'user',
      subjectId: change.userId,
      details: { signOutEverywhere: change.signOutEverywhere, revokedRecords: revoked },
      ...(change.requestId ? { requestId: change.requestId } : {}),
    });
  });
  return { status: true, errorMessage: null, changedFor: user.email };
}
