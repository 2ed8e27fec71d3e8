import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../test/databases';
import { clients } from '../db/schema/clients';
import { users } from '../db/schema/identity';
import { verifyPassword } from '../identity/passwords';
import { DEMO_ACCOUNTS, demoAccounts, seedDemoData } from './demo-seed';

const CLIENT_ACCOUNTS = DEMO_ACCOUNTS.filter((a) => a.client).length;

describe('copies of the demo staff members (DEMO_STAFF_COPIES)', () => {
  const staff = DEMO_ACCOUNTS.filter((a) => a.roles.includes('staff'));

  it('are none by default: the documented accounts alone', () => {
    expect(demoAccounts(0)).toBe(DEMO_ACCOUNTS);
  });

  it('repeat every staff member under an e-mail of its own, with the same name, roles and password', () => {
    const accounts = demoAccounts(2);
    expect(accounts.slice(0, DEMO_ACCOUNTS.length)).toEqual(DEMO_ACCOUNTS);
    const copies = accounts.slice(DEMO_ACCOUNTS.length);
    expect(copies).toHaveLength(2 * staff.length);
    expect(copies.find((a) => a.email === 'copy2.operations@example.com')).toMatchObject({
      displayName: 'Siti Rahim',
      roles: ['staff', 'staff:operations'],
      password: 'Staff@1234',
    });
    expect(copies.every((a) => a.client === undefined && a.application === undefined)).toBe(true);
    expect(new Set(accounts.map((a) => a.email)).size).toBe(accounts.length);
  });
});

describe.each(testDatabases())('demo seed on $name', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database?.dispose());

  async function snapshot() {
    const rows = await database.db
      .select({
        email: users.email,
        roles: users.roles,
        hash: users.passwordHash,
        status: clients.status,
        step: clients.currentStep,
        givenName: clients.givenName,
      })
      .from(users)
      .leftJoin(clients, eq(clients.userId, users.id))
      .orderBy(users.email);
    return rows;
  }

  it('creates every demo login, with a client row for each client account', async () => {
    const result = await seedDemoData(database.db);
    expect(result.createdUsers).toHaveLength(DEMO_ACCOUNTS.length);
    expect(result.createdClients).toHaveLength(CLIENT_ACCOUNTS);

    const byEmail = new Map((await snapshot()).map((r) => [r.email, r]));
    expect(byEmail.get('demo@example.com')).toMatchObject({
      roles: ['c'],
      status: 'ACTIVE',
      step: 10,
      givenName: 'Aisyah',
    });
    expect(byEmail.get('draft@example.com')).toMatchObject({ roles: ['c'], status: 'DRAFT', step: 5 });
    for (const status of ['pending', 'reject', 'close', 'suspend']) {
      expect(byEmail.get(`${status}@example.com`)).toMatchObject({ roles: ['c'], status: status.toUpperCase() });
    }
    expect(byEmail.get('norole@example.com')).toMatchObject({ roles: [], status: 'ACTIVE' });
    expect(byEmail.get('staff@example.com')).toMatchObject({
      roles: [
        'staff',
        'staff:reviewer',
        'staff:operations',
        'staff:compliance',
        'staff:administrator',
        'staff:shariah_adviser',
      ],
      status: null,
    });
    for (const role of ['reviewer', 'operations', 'compliance']) {
      expect(byEmail.get(`${role}@example.com`)).toMatchObject({ roles: ['staff', `staff:${role}`], status: null });
    }
    expect(byEmail.get('admin@example.com')).toMatchObject({ roles: ['staff', 'staff:administrator'] });

    expect(await verifyPassword(byEmail.get('demo@example.com')!.hash!, 'Demo@1234')).toBe(true);
    expect(await verifyPassword(byEmail.get('staff@example.com')!.hash!, 'Staff@1234')).toBe(true);
  });

  it('changes nothing when run again, not even a password or status a user changed', async () => {
    await database.db.update(users).set({ passwordHash: 'changed-by-user' }).where(eq(users.email, 'demo@example.com'));
    await database.db
      .update(clients)
      .set({ status: 'PENDING', currentStep: 10 })
      .where(eq(clients.emailAddress, 'draft@example.com'));
    const before = await snapshot();

    expect(await seedDemoData(database.db)).toEqual({ createdUsers: [], createdClients: [] });
    expect(await snapshot()).toEqual(before);
  });

  it('tolerates two instances seeding an empty database at the same time', async () => {
    await database.db.delete(clients);
    await database.db.delete(users);

    const [a, b] = await Promise.all([seedDemoData(database.db), seedDemoData(database.db)]);
    // Each login and client row was created by exactly one of the two runs.
    expect([...a.createdUsers, ...b.createdUsers].sort()).toEqual(DEMO_ACCOUNTS.map((x) => x.email).sort());
    expect(a.createdClients.length + b.createdClients.length).toBe(CLIENT_ACCOUNTS);
    expect(await snapshot()).toHaveLength(DEMO_ACCOUNTS.length);
  });

  it('gives an older data folder’s role-less staff login its roles, and leaves a member an administrator changed', async () => {
    await database.db
      .update(users)
      .set({ roles: ['staff'] })
      .where(eq(users.email, 'staff@example.com'));
    await database.db
      .update(users)
      .set({ roles: ['staff', 'staff:compliance'] })
      .where(eq(users.email, 'reviewer@example.com'));
    await seedDemoData(database.db);
    const byEmail = new Map((await snapshot()).map((r) => [r.email, r.roles]));
    expect(byEmail.get('staff@example.com')).toEqual([
      'staff',
      'staff:reviewer',
      'staff:operations',
      'staff:compliance',
      'staff:administrator',
      'staff:shariah_adviser',
    ]);
    expect(byEmail.get('reviewer@example.com')).toEqual(['staff', 'staff:compliance']);
  });

  it('recreates a missing client row for an existing login', async () => {
    await database.db.delete(clients).where(eq(clients.emailAddress, 'pending@example.com'));
    expect(await seedDemoData(database.db)).toEqual({ createdUsers: [], createdClients: ['pending@example.com'] });
  });
});
