import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../test/databases';
import { auditLog } from '../db/schema/audit';
import { loginAttempts, oidcPayloads } from '../db/schema/identity';
import { createUpsertBatcher, type Companion, type PayloadRow } from './upsert-batcher';

const row = (kind: string, id: string, payload: object, grantId: string | null = null): PayloadRow => [
  kind,
  id,
  JSON.stringify(payload),
  grantId,
  null,
  null,
  new Date(Date.now() + 60_000),
];

describe.each(testDatabases())('batched oidc payload upserts ($name)', ({ open }) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const stored = async (kind: string, id: string) => {
    const [found] = await database.db
      .select({ payload: oidcPayloads.payload, grantId: oidcPayloads.grantId })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.kind, kind), eq(oidcPayloads.id, id)));
    return found;
  };

  it('writes every row queued at the same moment, and settles each caller only once its row is stored', async () => {
    const upsert = createUpsertBatcher(database.db);
    const ids = Array.from({ length: 19 }, (_, i) => `rt-${i}`);
    await Promise.all([
      upsert(row('Grant', 'g-1', { n: 1 })),
      ...ids.map((id) => upsert(row('RefreshToken', id, { id }, 'g-1'))),
    ]);
    expect(await stored('Grant', 'g-1')).toEqual({ payload: { n: 1 }, grantId: null });
    for (const id of ids) expect(await stored('RefreshToken', id)).toEqual({ payload: { id }, grantId: 'g-1' });
  });

  it('keeps the later of two writes of one row in a batch, and updates a row written earlier', async () => {
    const upsert = createUpsertBatcher(database.db);
    await upsert(row('Session', 's-1', { v: 'first' }));
    await Promise.all([upsert(row('Session', 's-1', { v: 'second' })), upsert(row('Session', 's-1', { v: 'third' }))]);
    expect((await stored('Session', 's-1'))?.payload).toEqual({ v: 'third' });
  });

  it('rejects every caller of a failed batch and goes on working for the next one', async () => {
    const upsert = createUpsertBatcher(database.db);
    const bad: PayloadRow = ['Grant', 'g-bad', 'not json', null, null, null, null];
    const results = await Promise.allSettled([upsert(row('Grant', 'g-ok', {})), upsert(bad)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await stored('Grant', 'g-ok')).toBeUndefined();
    await upsert(row('Grant', 'g-after', { ok: true }));
    expect((await stored('Grant', 'g-after'))?.payload).toEqual({ ok: true });
  });

  const auditEntry = (subjectId: string | null): Companion => ({
    name: 'audit',
    key: `audit:${subjectId}`,
    statements: [
      `insert into audit_log (at, actor, action, subject_type, subject_id)
       values (now(), 'batch-test', 'test.companion', 'test', $1::text)`,
    ],
    params: [subjectId],
  });
  const audited = async (subjectId: string) =>
    (await database.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.subjectId, subjectId))).length;

  it('stores a companion with the rows queued in its turn, and neither when one of them fails', async () => {
    const writes = createUpsertBatcher(database.db);
    await Promise.all([writes(row('Grant', 'g-with', {})), writes.alongside(auditEntry('with'))]);
    expect(await stored('Grant', 'g-with')).toBeDefined();
    expect(await audited('with')).toBe(1);

    // subject_id may not be null: the companion fails, and the row queued with it is not stored either.
    const results = await Promise.allSettled([
      writes(row('Grant', 'g-without', {})),
      writes.alongside(auditEntry(null)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await stored('Grant', 'g-without')).toBeUndefined();
  });

  it('applies every companion of one key, in the order queued (a statement would apply only one)', async () => {
    const key = `batch-${Date.now()}`;
    await database.db.insert(loginAttempts).values({ loginKey: key, attempts: 1, updatedAt: new Date() });
    const double = (): Companion => ({
      name: 'double',
      key,
      statements: ['update login_attempts set attempts = attempts * 2 where login_key = $1::text'],
      params: [key],
    });
    const addOne: Companion = {
      ...double(),
      name: 'addone',
      statements: [double().statements[0]!.replace('* 2', '+ 1')],
    };
    const writes = createUpsertBatcher(database.db);
    await Promise.all([writes.alongside(double()), writes.alongside(addOne), writes.alongside(double())]);
    const [after] = await database.db
      .select({ attempts: loginAttempts.attempts })
      .from(loginAttempts)
      .where(eq(loginAttempts.loginKey, key));
    expect(after?.attempts).toBe((1 * 2 + 1) * 2);
  });
});
