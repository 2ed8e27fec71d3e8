import { LOCKOUT_DURATION_MS, LOCKOUT_MAX_ATTEMPTS } from '@harta/contracts/constants';
import { messagesEn } from '@harta/contracts/messages';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { loginAttempts } from '../db/schema/identity';
import {
  DEFAULT_LOCKOUT_POLICY,
  afterReservedAttempt,
  clearLockout,
  isLocked,
  lockoutStateOf,
  purgeSettledLoginAttempts,
  reserveLoginAttempt,
  type LockoutState,
} from './lockout';
import { loginKey } from './login-name';
import { recordSuccessfulLogin } from './password-login-audit';
import { createUpsertBatcher } from './upsert-batcher';
import { createUser, passwordLogin, setLockoutState, startIdentityServer, identitySuite } from './test-harness';

const now = new Date('2026-03-01T10:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
const clean: LockoutState = { failedLoginCount: 0, lockedUntil: null };

describe('lockout rule', () => {
  it('is the spec constant: 3 attempts, 24 hours', () => {
    expect(DEFAULT_LOCKOUT_POLICY).toEqual({ maxAttempts: 3, durationMs: 24 * 60 * 60 * 1000 });
  });

  it('reserves attempts and locks for 24 hours with the third, before it is verified', () => {
    const first = afterReservedAttempt(clean, now)!;
    const second = afterReservedAttempt(first, now)!;
    const third = afterReservedAttempt(second, now)!;
    expect(first).toEqual({ failedLoginCount: 1, lockedUntil: null });
    expect(second).toEqual({ failedLoginCount: 2, lockedUntil: null });
    expect(third).toEqual({ failedLoginCount: 3, lockedUntil: new Date(now.getTime() + LOCKOUT_DURATION_MS) });
    expect(isLocked(third, now)).toBe(true);
  });

  it('refuses any attempt during a lock, without counting it or extending the lock', () => {
    // Rule change (issue 10): an attempt refused during a lock no longer adds to the count.
    expect(afterReservedAttempt({ failedLoginCount: 3, lockedUntil: minutes(60) }, now)).toBeUndefined();
  });

  it('treats a lock that has run out as cleared: the next attempt is number 1', () => {
    const ranOut = { failedLoginCount: 3, lockedUntil: minutes(-1) };
    expect(isLocked(ranOut, now)).toBe(false);
    expect(afterReservedAttempt(ranOut, now)).toEqual({ failedLoginCount: 1, lockedUntil: null });
  });

  it('is locked only while locked_until is in the future', () => {
    expect(isLocked(clean, now)).toBe(false);
    expect(isLocked({ failedLoginCount: 3, lockedUntil: now }, now)).toBe(false);
    expect(isLocked({ failedLoginCount: 3, lockedUntil: minutes(1) }, now)).toBe(true);
  });
});

describe.each(testDatabases())('lockout in the database and at the token endpoint ($name)', ({ open }) => {
  const suite = identitySuite(open);

  const stateOf = (email: string) => lockoutStateOf(suite.database.db, email);
  const setState = (email: string, state: LockoutState) => setLockoutState(suite.database.db, email, state);

  it('applies in one statement exactly the rule above', async () => {
    const email = `rule-${Date.now()}@example.test`;
    const starts: LockoutState[] = [
      clean,
      { failedLoginCount: 1, lockedUntil: null },
      { failedLoginCount: 2, lockedUntil: null },
      { failedLoginCount: 3, lockedUntil: minutes(30) },
      { failedLoginCount: 3, lockedUntil: minutes(-30) },
    ];
    for (const start of starts) {
      await setState(email, start);
      expect(await reserveLoginAttempt(suite.database.db, email, now)).toEqual(afterReservedAttempt(start, now));
      expect(await stateOf(email)).toEqual(afterReservedAttempt(start, now) ?? start);
    }
  });

  it('grants no more than 3 of many concurrent reservations, on every handle on the database', async () => {
    const email = `burst-${Date.now()}@example.test`;
    const other = await suite.database.openAnother();
    const granted = await Promise.all(
      Array.from({ length: 24 }, (_, i) => reserveLoginAttempt(i % 2 ? other.db : suite.database.db, email, now)),
    );
    // Rule change (issue 10): before, all 24 were counted (and verified); now the 4th and later are refused.
    expect(granted.filter(Boolean).map((state) => state!.failedLoginCount)).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(granted.filter(Boolean)).toHaveLength(LOCKOUT_MAX_ATTEMPTS);
    expect(await stateOf(email)).toEqual({
      failedLoginCount: 3,
      lockedUntil: new Date(now.getTime() + LOCKOUT_DURATION_MS),
    });
  });

  it('an attempt that never finished (its server died) counts as a failure; the lock it left runs out', async () => {
    const email = `crash-${Date.now()}@example.test`;
    for (let i = 0; i < LOCKOUT_MAX_ATTEMPTS; i += 1) await reserveLoginAttempt(suite.database.db, email, now);
    expect(await reserveLoginAttempt(suite.database.db, email, minutes(60))).toBeUndefined();
    const later = new Date(now.getTime() + LOCKOUT_DURATION_MS + 1);
    expect(await reserveLoginAttempt(suite.database.db, email, later)).toEqual({
      failedLoginCount: 1,
      lockedUntil: null,
    });
  });

  it('a success settles its own reservation and those before it, not those after', async () => {
    const email = `settle-${Date.now()}@example.test`;
    await reserveLoginAttempt(suite.database.db, email, now);
    const mine = await reserveLoginAttempt(suite.database.db, email, now);
    await reserveLoginAttempt(suite.database.db, email, now); // the third: locks until settled
    await recordSuccessfulLogin(createUpsertBatcher(suite.database.db), {
      username: email,
      attempt: mine!.failedLoginCount,
      userId: 'settle-test',
      grantId: 'settle-test',
      now,
    });
    expect(await stateOf(email)).toEqual({ failedLoginCount: 1, lockedUntil: null });
  });

  it('purges the rows that say nothing any more', async () => {
    const [settled, ranOut, counting, locked] = ['a', 'b', 'c', 'd'].map(
      (x) => `purge-${x}-${Date.now()}@example.test`,
    );
    await setState(settled!, clean);
    await setState(ranOut!, { failedLoginCount: 3, lockedUntil: minutes(-1) });
    await setState(counting!, { failedLoginCount: 2, lockedUntil: null });
    await setState(locked!, { failedLoginCount: 3, lockedUntil: minutes(1) });
    await purgeSettledLoginAttempts(suite.database.db, now);
    expect(await stateOf(counting!)).toEqual({ failedLoginCount: 2, lockedUntil: null });
    expect(await stateOf(locked!)).toEqual({ failedLoginCount: 3, lockedUntil: minutes(1) });
    const left = await suite.database.db
      .select({ key: loginAttempts.loginKey })
      .from(loginAttempts)
      .where(inArray(loginAttempts.loginKey, [loginKey(settled!), loginKey(ranOut!)]));
    expect(left).toEqual([]);
  });

  it('locks after 3 wrong passwords and then refuses even the right one', async () => {
    const user = await createUser(suite.database.db);
    const lockedAnswer = { error: 'account_locked', error_description: messagesEn['auth.lockout'] };

    for (let attempt = 1; attempt < LOCKOUT_MAX_ATTEMPTS; attempt += 1) {
      const { status, body } = await passwordLogin(suite.server.base, user.email, 'wrong');
      expect(status).toBe(400);
      expect(body).toEqual({ error: 'invalid_grant', error_description: messagesEn['auth.invalidCredentials'] });
    }
    // The attempt that trips the lock already says so.
    const third = await passwordLogin(suite.server.base, user.email, 'wrong');
    expect(third.status).toBe(400);
    expect(third.body).toEqual(lockedAnswer);

    const right = await passwordLogin(suite.server.base, user.email, user.password);
    expect(right.status).toBe(400);
    expect(right.body).toEqual(lockedAnswer);

    const state = await stateOf(user.email);
    expect(state.failedLoginCount).toBe(3);
    const lockedFor = state.lockedUntil!.getTime() - Date.now();
    expect(lockedFor).toBeGreaterThan(LOCKOUT_DURATION_MS - 60_000);
    expect(lockedFor).toBeLessThanOrEqual(LOCKOUT_DURATION_MS);
    expect(suite.server.logger.entries.some((e) => e.level === 'warn' && /locked/.test(e.message ?? ''))).toBe(true);
  });

  it('resets the counter on a successful login', async () => {
    const user = await createUser(suite.database.db);
    await passwordLogin(suite.server.base, user.email, 'wrong');
    await passwordLogin(suite.server.base, user.email, 'wrong');
    expect((await passwordLogin(suite.server.base, user.email, user.password)).status).toBe(200);
    expect(await stateOf(user.email)).toEqual(clean);

    await passwordLogin(suite.server.base, user.email, 'wrong');
    await passwordLogin(suite.server.base, user.email, 'wrong');
    expect((await passwordLogin(suite.server.base, user.email, user.password)).status).toBe(200);
  });

  it('lets the user in again once the lock has run out', async () => {
    const user = await createUser(suite.database.db);
    await setState(user.email, { failedLoginCount: 3, lockedUntil: new Date(Date.now() - 1000) });
    expect((await passwordLogin(suite.server.base, user.email, user.password)).status).toBe(200);
    expect(await stateOf(user.email)).toEqual(clean);
  });

  it('after a lock ran out, one more wrong password does not lock again', async () => {
    const user = await createUser(suite.database.db);
    await setState(user.email, { failedLoginCount: 3, lockedUntil: new Date(Date.now() - 1000) });
    const { body } = await passwordLogin(suite.server.base, user.email, 'wrong');
    expect(body.error).toBe('invalid_grant');
    expect(await stateOf(user.email)).toEqual({ failedLoginCount: 1, lockedUntil: null });
  });

  it('can be cleared by staff', async () => {
    const user = await createUser(suite.database.db);
    await setState(user.email, { failedLoginCount: 3, lockedUntil: new Date(Date.now() + LOCKOUT_DURATION_MS) });
    expect(await clearLockout(suite.database.db, user.id)).toBe(true);
    expect((await passwordLogin(suite.server.base, user.email, user.password)).status).toBe(200);
    expect(await clearLockout(suite.database.db, '00000000-0000-4000-8000-000000000000')).toBe(false);
  });

  it('is shared by every server instance on the database', async () => {
    const user = await createUser(suite.database.db);
    const other = await startIdentityServer((await suite.database.openAnother()).db);
    try {
      await passwordLogin(suite.server.base, user.email, 'wrong');
      await passwordLogin(other.base, user.email, 'wrong');
      await passwordLogin(suite.server.base, user.email, 'wrong');
      expect((await passwordLogin(other.base, user.email, user.password)).body.error).toBe('account_locked');
    } finally {
      await other.close();
    }
  });
});
