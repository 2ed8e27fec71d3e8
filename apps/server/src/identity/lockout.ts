import { LOCKOUT_DURATION_MS, LOCKOUT_MAX_ATTEMPTS } from '@harta/contracts/constants';
import { and, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { users } from '../db/schema/identity';

/**
 * Server-side login lockout (spec section 9: 3 attempts, 24 hours).
 * Rules:
 * - while `lockedUntil` is in the future every password attempt is refused, even a correct one;
 * - each failure adds one to the counter; reaching `maxAttempts` locks the account for `durationMs`;
 * - a lock that has run out counts as cleared, so the next failure starts again at 1;
 * - a failure during a lock does not extend it;
 * - a success, or staff, clears counter and lock.
 * The state lives in `users`, so every server instance sees the same counter.
 */
export interface LockoutPolicy {
  maxAttempts: number;
  durationMs: number;
}

export const DEFAULT_LOCKOUT_POLICY: LockoutPolicy = {
  maxAttempts: LOCKOUT_MAX_ATTEMPTS,
  durationMs: LOCKOUT_DURATION_MS,
};

export interface LockoutState {
  failedLoginCount: number;
  lockedUntil: Date | null;
}

export function isLocked(state: LockoutState, now: Date): boolean {
  return state.lockedUntil !== null && state.lockedUntil.getTime() > now.getTime();
}

/** The state after one more failed attempt. `recordFailedLogin` applies the same rule in one UPDATE. */
export function afterFailedLogin(
  state: LockoutState,
  now: Date,
  policy: LockoutPolicy = DEFAULT_LOCKOUT_POLICY,
): LockoutState {
  if (isLocked(state, now)) {
    return { failedLoginCount: state.failedLoginCount + 1, lockedUntil: state.lockedUntil };
  }
  const failedLoginCount = state.lockedUntil !== null ? 1 : state.failedLoginCount + 1;
  const lockedUntil = failedLoginCount >= policy.maxAttempts ? new Date(now.getTime() + policy.durationMs) : null;
  return { failedLoginCount, lockedUntil };
}

const timestamp = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Counts a failed attempt and returns the new state. One UPDATE ... RETURNING, so concurrent attempts on
 * several instances each count exactly once. Undefined when the user does not exist.
 */
export async function recordFailedLogin(
  db: Db,
  userId: string,
  now: Date = new Date(),
  policy: LockoutPolicy = DEFAULT_LOCKOUT_POLICY,
): Promise<LockoutState | undefined> {
  const lockRanOut = sql`(${users.lockedUntil} is not null and ${users.lockedUntil} <= ${timestamp(now)})`;
  const nextCount = sql`(case when ${lockRanOut} then 1 else ${users.failedLoginCount} + 1 end)`;
  const lockEnd = new Date(now.getTime() + policy.durationMs);
  const [row] = await db
    .update(users)
    .set({
      failedLoginCount: sql`${nextCount}`,
      lockedUntil: sql`(case
        when ${users.lockedUntil} > ${timestamp(now)} then ${users.lockedUntil}
        when ${nextCount} >= ${policy.maxAttempts} then ${timestamp(lockEnd)}
        else null end)`,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning({ failedLoginCount: users.failedLoginCount, lockedUntil: users.lockedUntil });
  return row;
}

/** A successful login clears the counter; the WHERE skips the write for the usual clean account. */
export async function recordSuccessfulLogin(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ failedLoginCount: 0, lockedUntil: null, updatedAt: new Date() })
    .where(and(eq(users.id, userId), or(ne(users.failedLoginCount, 0), isNotNull(users.lockedUntil))));
}

/** Staff action: lifts a lock before it runs out. Returns false when the user does not exist. */
export async function clearLockout(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ failedLoginCount: 0, lockedUntil: null, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}
