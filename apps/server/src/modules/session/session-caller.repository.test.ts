import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../test/databases';
import { clients } from '../../db/schema/clients';
import { oidcPayloads, users } from '../../db/schema/identity';
import { findSessionCaller } from './session-caller.repository';

describe.each(testDatabases())('session caller ($name)', ({ open }) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  async function login(client?: Partial<typeof clients.$inferInsert>): Promise<string> {
    const [user] = await database.db
      .insert(users)
      .values({ email: `c-${randomUUID()}@example.test`, roles: ['c'] })
      .returning({ id: users.id });
    if (client) {
      await database.db
        .insert(clients)
        .values({ userId: user!.id, emailAddress: 'x@example.test', givenName: 'Siti', ...client });
    }
    return user!.id;
  }

  async function grant(expiresAt: Date | null): Promise<string> {
    const id = randomUUID();
    await database.db.insert(oidcPayloads).values({ id, kind: 'Grant', payload: {}, expiresAt });
    return id;
  }

  it('returns exactly the client row drizzle returns, types included', async () => {
    for (const extra of [
      {},
      { surName: 'Aziz', mobileNumber: '0123456789', status: 'ACTIVE', currentStep: 7, isMobileRegistration: true },
    ]) {
      const userId = await login(extra);
      const [expected] = await database.db.select().from(clients).where(eq(clients.userId, userId));
      const { client } = await findSessionCaller(database.db, userId, undefined);
      expect(client).toEqual(expected);
      expect(client!.createdAt).toBeInstanceOf(Date);
      expect(Object.keys(client!).sort()).toEqual(Object.keys(expected!).sort());
    }
  });

  it('finds no client for a login without a client row, an unknown id or a non-uuid subject', async () => {
    expect((await findSessionCaller(database.db, await login(), undefined)).client).toBeUndefined();
    expect((await findSessionCaller(database.db, randomUUID(), undefined)).client).toBeUndefined();
    expect((await findSessionCaller(database.db, "x' or '1'='1", undefined)).client).toBeUndefined();
  });

  it('says whether the token’s grant still exists and has not expired', async () => {
    const userId = await login({});
    expect((await findSessionCaller(database.db, userId, await grant(null))).sessionLive).toBe(true);
    const later = new Date(Date.now() + 60_000);
    expect((await findSessionCaller(database.db, userId, await grant(later))).sessionLive).toBe(true);
    const earlier = new Date(Date.now() - 60_000);
    expect((await findSessionCaller(database.db, userId, await grant(earlier))).sessionLive).toBe(false);
    expect((await findSessionCaller(database.db, userId, randomUUID())).sessionLive).toBe(false);
    expect((await findSessionCaller(database.db, userId, undefined)).sessionLive).toBe(false);
  });

  it('works inside a transaction too', async () => {
    const userId = await login({ status: 'PENDING' });
    const status = await database.db.transaction(
      async (tx) => (await findSessionCaller(tx, userId, undefined)).client?.status,
    );
    expect(status).toBe('PENDING');
  });
});
