import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../test/databases';
import { clients } from '../../db/schema/clients';
import { users } from '../../db/schema/identity';
import { findClientByUserId } from './client.repository';

describe.each(testDatabases())('client repository ($name)', ({ open }) => {
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

  it('returns exactly the row drizzle returns, types included', async () => {
    for (const extra of [
      {},
      { surName: 'Aziz', mobileNumber: '0123456789', status: 'ACTIVE', currentStep: 7, isMobileRegistration: true },
    ]) {
      const userId = await login(extra);
      const [expected] = await database.db.select().from(clients).where(eq(clients.userId, userId));
      const row = await findClientByUserId(database.db, userId);
      expect(row).toEqual(expected);
      expect(row!.createdAt).toBeInstanceOf(Date);
      expect(Object.keys(row!).sort()).toEqual(Object.keys(expected!).sort());
    }
  });

  it('finds nothing for a login without a client row, an unknown id or a non-uuid subject', async () => {
    expect(await findClientByUserId(database.db, await login())).toBeUndefined();
    expect(await findClientByUserId(database.db, randomUUID())).toBeUndefined();
    expect(await findClientByUserId(database.db, "x' or '1'='1")).toBeUndefined();
  });

  it('works inside a transaction too', async () => {
    const userId = await login({ status: 'PENDING' });
    const status = await database.db.transaction(async (tx) => (await findClientByUserId(tx, userId))?.status);
    expect(status).toBe('PENDING');
  });
});
