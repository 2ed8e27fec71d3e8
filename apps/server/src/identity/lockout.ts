import { LOCKOUT_DURATION_MS, LOCKOUT_MAX_ATTEMPTS } from '@harta/contracts/constants';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { loginAttempts, users } from '../db/schema/identity';
import { loginKey } from './login-name';
import { preparedStatement } from './prepared-statement';

/**
 * Server-side login lockout (spec section 9: 3 attempts, 24 hours), counted per login name (table
 * `login_attempts`), for every name tried whether or not an account has it.
 * Rules:
 * - an attempt is RESERVED in the database before its password is verified, in one atomic statement that
 *   refuses while the name is locked. The reservation that reaches `maxAttempts` locks the name for
 *   `durationMs` there and then, so however many guesses arrive at once, on however many instances, at most
 *   `maxAttempts` verifications run inside one lockout window; the rest are refused unverified;
 * - a failure keeps its reservation counted (it needs no write); so does an attempt whose server died before it
 *   finished: it counts as a failure, and a lock it left runs out after `durationMs` like any other;
 * - a success gives back its reservation and every one made before it (the attempts it settles), and lifts the
 *   lock unless the attempts reserved after it reach the limit on their own;
 * - while locked, every attempt is refused unverified, even a correct one, and the lock is not extended;
 * - a lock that has run out counts as cleared: the next attempt is number 1;
 * - staff (and a password reset or change) clear counter and lock.
 * The state lives in the database, so every server instance sees the same counter.
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
  /** Attempts reserved since the last success (failed or still being verified). */
  failedLoginCount: number;
  lockedUntil: Date | null;
}

export function isLocked(state: LockoutState, now: Date): boolean {
  return state.lockedUntil !== null && state.lockedUntil.getTime() > now.getTime();
}

/**
 * The state after one more attempt is reserved, or undefined when it is refused (locked).
 * `reserveLoginAttempt` applies the same rule in one statement.
 */
export function afterReservedAttempt(
  state: LockoutState,
  now: Date,
  policy: LockoutPolicy = DEFAULT_LOCKOUT_POLICY,
): LockoutState | undefined {
  if (isLocked(state, now)) return undefined;
  const failedLoginCount = state.lockedUntil !== null ? 1 : state.failedLoginCount + 1;
  const lockedUntil = failedLoginCount >= policy.maxAttempts ? new Date(now.getTime() + policy.durationMs) : null;
  return { failedLoginCount, lockedUntil };
}

/**
 * The reservation as a data-modifying CTE body (`with attempt as (...)`) returning `attempts` and `locked_until`
 * of the reserved attempt; no row when refused. Placeholders: key, now, lock end, max attempts. An INSERT ...
 * ON CONFLICT DO UPDATE: on both engines the conflicting row is locked and the update applied to its latest
 * version, so concurrent reservations (several instances included) queue up and each sees the one before.
 */
export function reserveAttemptSql(p: { key: string; now: string; lockEnd: string; max: string }): string {
  const next = `(case when a.locked_until is null then a.attempts + 1 else 1 end)`;
  return `insert into login_attempts as a (login_key, attempts, locked_until, updated_at)
    values (${p.key}::text, 1, case when 1 >= ${p.max}::int then ${p.lockEnd}::timestamptz end, ${p.now}::timestamptz)
    on conflict (login_key) do update set
      attempts = ${next},
      locked_until = case when ${next} >= ${p.max}::int then ${p.lockEnd}::timestamptz end,
      updated_at = ${p.now}::timestamptz
    where a.locked_until is null or a.locked_until <= ${p.now}::timestamptz
    returning a.attempts, a.locked_until`;
}

interface StateRow {
  attempts: number;
  locked_until: Date | null;
}

const toState = (row: StateRow): LockoutState => ({ failedLoginCount: row.attempts, lockedUntil: row.locked_until });

/**
 * Reserves one attempt for a login name: the state with it counted, or undefined when the name is locked (the
 * attempt must then be refused without verifying anything). `checkCredentials` reserves in the same statement as
 * it looks the user up; this one is for everything else (and tests).
 */
export async function reserveLoginAttempt(
  db: Db,
  email: string,
  now: Date = new Date(),
  policy: LockoutPolicy = DEFAULT_LOCKOUT_POLICY,
): Promise<LockoutState | undefined> {
  const statement = preparedStatement<StateRow>(
    db,
    'harta_reserve_login_attempt',
    `with attempt as (${reserveAttemptSql({ key: '$1', now: '$2', lockEnd: '$3', max: '$4' })})
      select attempts, locked_until from attempt`,
  );
  const [row] = await statement([
    loginKey(email),
    now,
    new Date(now.getTime() + policy.durationMs),
    policy.maxAttempts,
  ]);
  return row && toState(row);
}

/**
 * A successful login settles its reservation (`attempt`, the count it was reserved as) and every one before it,
 * as an UPDATE (placeholders: key, attempt, max attempts, now) computed on the row's latest version: attempts
 * reserved after ours stay counted, and the lock stays only if they reach the limit on their own. The password
 * grant runs it in the same statement as its audit entry (password-login-audit.ts).
 */
export function settleAttemptSql(p: { key: string; attempt: string; max: string; now: string }): string {
  return `update login_attempts set
      attempts = greatest(attempts - ${p.attempt}::int, 0),
      locked_until = case when attempts - ${p.attempt}::int >= ${p.max}::int then locked_until end,
      updated_at = ${p.now}::timestamptz
    where login_key = ${p.key}::text`;
}

/** The lockout state of a login name (clean when it has never been tried). */
export async function lockoutStateOf(db: Db, email: string): Promise<LockoutState> {
  const [row] = await db
    .select({ failedLoginCount: loginAttempts.attempts, lockedUntil: loginAttempts.lockedUntil })
    .from(loginAttempts)
    .where(eq(loginAttempts.loginKey, loginKey(email)));
  return row ?? { failedLoginCount: 0, lockedUntil: null };
}

/**
 * Staff action, and what a password reset or change does: lifts the lock and the count of a user's login name.
 * Returns false when the user does not exist.
 */
export async function clearLockout(db: Pick<Db, 'select' | 'delete'>, userId: string): Promise<boolean> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return false;
  await db.delete(loginAttempts).where(eq(loginAttempts.loginKey, loginKey(user.email)));
  return true;
}

/**
 * Rows that say nothing any more: settled to zero, or a lock that has run out (the next attempt starts at 1
 * either way). Run at start, as the provider's expired rows are.
 */
export async function purgeSettledLoginAttempts(db: Db, now: Date = new Date()): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(sql`${loginAttempts.attempts} = 0 or ${loginAttempts.lockedUntil} <= ${now.toISOString()}::timestamptz`);
}

/**
 * Gives back ONE reservation: the attempt's password was right but the login stopped for its second factor
 * (second-factor-gate.ts). It neither counts nor settles the attempts before it, so asking for the code again and
 * again never clears the failures of wrong codes (docs/security.md, "Second factor").
 */
export async function releaseLoginAttempt(
  db: Db,
  email: string,
  now: Date = new Date(),
  policy: LockoutPolicy = DEFAULT_LOCKOUT_POLICY,
): Promise<void> {
  const statement = preparedStatement(
    db,
    'harta_release_login_attempt',
    settleAttemptSql({ key: '$1', attempt: '$2', max: '$3', now: '$4' }),
  );
  await statement([loginKey(email), 1, policy.maxAttempts, now]);
}
