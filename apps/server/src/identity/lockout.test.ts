import { LOCKOUT_DURATION_MS, LOCKOUT_MAX_ATTEMPTS } from '@harta/contracts/constants';
import { messagesEn } from '@harta/contracts/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { users } from '../db/schema/identity';
import {
  DEFAULT_LOCKOUT_POLICY,
  afterFailedLogin,
  clearLockout,
  isLocked,
  recordFailedLogin,
  type LockoutState,
} from './lockout';
import { createUser, passwordLogin, startIdentityServer, identitySuite } from './test-harness';

const now = new Date('2026-03-01T10:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
const clean: LockoutState = { failedLoginCount: 0, lockedUntil: null };

describe('lockout rule', () => {
  it('is the spec constant: 3 attempts, 24 hours', () => {
    expect(DEFAULT_LOCKOUT_POLICY).toEqual({ maxAttempts: 3, durationMs: 24 * 60 * 60 * 1000 });
  });

  it('counts failures and locks for 24 hours on the third', () => {
    const first = afterFailedLogin(clean, now);
    const second = afterFailedLogin(first, now);
    const third = afterFailedLogin(second, now);
    expect(first).toEqual({ failedLoginCount: 1, lockedUntil: null });
    expect(second).toEqual({ failedLoginCount: 2, lockedUntil: null });
    expect(third).toEqual({ failedLoginCount: 3, lockedUntil: new Date(now.getTime() + LOCKOUT_DURATION_MS) });
    expect(isLocked(third, now)).toBe(true);
  });

  it('does not extend a running lock', () => {
    const locked = { failedLoginCount: 3, lockedUntil: minutes(60) };
    expect(afterFailedLogin(locked, now)).toEqual({ failedLoginCount: 4, lockedUntil: minutes(60) });
  });

  it('treats a lock that has run out as cleared: the next failure starts again at 1', () => {
    const ranOut = { failedLoginCount: 3, lockedUntil: minutes(-1) };
    expect(isLocked(ranOut, now)).toBe(false);
    expect(afterFailedLogin(ranOut, now)).toEqual({ failedLoginCount: 1, lockedUntil: null });
  });

  it('is locked only while locked_until is in the future', () => {
    expect(isLocked(clean, now)).toBe(false);
    expect(isLocked({ failedLoginCount: 3, lockedUntil: now }, now)).toBe(false);
    expect(isLocked({ failedLoginCount: 3, lockedUntil: minutes(1) }, now)).toBe(true);
  });
});

describe.each(testDatabases())('lockout in the database and at the token endpoint ($name)', ({ open }) => {
  const suite = identitySuite(open);

  async function stateOf(userId: string): Promise<LockoutState> {
    const [row] = await suite.database.db
      .select({ failedLoginCount: users.failedLoginCount, lockedUntil: users.lockedUntil })
      .from(users)
      .where(eq(users.id, userId));
    return row!;
  }

  async function setState(userId: string, state: LockoutState) {
    await suite.database.db.update(users).set(state).where(eq(users.id, userId));
  }

  it('applies in one UPDATE exactly the rule above', async () => {
    const user = await createUser(suite.database.db, { password: null });
    const starts: LockoutState[] = [
      clean,
      { failedLoginCount: 1, lockedUntil: null },
      { failedLoginCount: 2, lockedUntil: null },
      { failedLoginCount: 3, lockedUntil: minutes(30) },
      { failedLoginCount: 3, lockedUntil: minutes(-30) },
    ];
    for (const start of starts) {
      await setState(user.id, start);
      expect(await recordFailedLogin(suite.database.db, user.id, now)).toEqual(afterFailedLogin(start, now));
    }
  });

  it('counts concurrent failures exactly once each', async () => {
    const user = await createUser(suite.database.db, { password: null });
    await Promise.all([1, 2, 3, 4, 5].map(() => recordFailedLogin(suite.database.db, user.id, now)));
    const state = await stateOf(user.id);
    expect(state.failedLoginCount).toBe(5);
    expect(state.lockedUntil).toEqual(new Date(now.getTime() + LOCKOUT_DURATION_MS));
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

    const state = await stateOf(user.id);
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
    expect(await stateOf(user.id)).toEqual(clean);

    await passwordLogin(suite.server.base, user.email, 'wrong');
    await passwordLogin(suite.server.base, user.email, 'wrong');
    expect((await passwordLogin(suite.server.base, user.email, user.password)).status).toBe(200);
  });

  it('lets the user in again once the lock has run out', async () => {
    const user = await createUser(suite.database.db);
    await setState(user.id, { failedLoginCount: 3, lockedUntil: new Date(Date.now() - 1000) });
    expect((await passwordLogin(suite.server.base, user.email, user.password)).status).toBe(200);
    expect(await stateOf(user.id)).toEqual(clean);
  });

  it('after a lock ran out, one more wrong password does not lock again', async () => {
    const user = await createUser(suite.database.db);
    await setState(user.id, { failedLoginCount: 3, lockedUntil: new Date(Date.now() - 1000) });
    const { body } = await passwordLogin(suite.server.base, user.email, 'wrong');
    expect(body.error).toBe('invalid_grant');
    expect(await stateOf(user.id)).toEqual({ failedLoginCount: 1, lockedUntil: null });
  });

  it('can be cleared by staff', async () => {
    const user = await createUser(suite.database.db);
    await setState(user.id, { failedLoginCount: 3, lockedUntil: new Date(Date.now() + LOCKOUT_DURATION_MS) });
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
