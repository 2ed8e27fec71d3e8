import type { AdapterPayload } from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../test/databases';
import { oidcPayloads } from '../db/schema/identity';
import { createDbAdapter, purgeExpiredPayloads } from './db-adapter';

class AlreadyUsed extends Error {}

describe.each(testDatabases())('oidc-provider adapter over oidc_payloads ($name)', ({ open }) => {
  let database: TestDatabase;
  let Adapter: ReturnType<typeof createDbAdapter>;

  beforeAll(async () => {
    database = await open();
    Adapter = createDbAdapter(database.db, { alreadyConsumed: (kind) => new AlreadyUsed(kind) });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const payload = (extra: AdapterPayload = {}): AdapterPayload => ({
    accountId: 'acc-1',
    clientId: 'harta-app',
    ...extra,
  });

  it('stores, finds and updates a payload by kind and id', async () => {
    const tokens = new Adapter('RefreshToken');
    await tokens.upsert('rt-1', payload({ grantId: 'g-1', scope: 'openid' }), 60);
    expect(await tokens.find('rt-1')).toEqual(payload({ grantId: 'g-1', scope: 'openid' }));
    // Another kind with the same id is another row.
    expect(await new Adapter('AccessToken').find('rt-1')).toBeUndefined();

    await tokens.upsert('rt-1', payload({ grantId: 'g-1', scope: 'openid profile' }), 60);
    expect((await tokens.find('rt-1'))?.scope).toBe('openid profile');
  });

  it('finds by uid and by user code', async () => {
    const sessions = new Adapter('Session');
    await sessions.upsert('s-1', payload({ uid: 'uid-1' }), 60);
    expect((await sessions.findByUid('uid-1'))?.uid).toBe('uid-1');

    const devices = new Adapter('DeviceCode');
    await devices.upsert('d-1', payload({ userCode: 'ABCD-EFGH' }), 60);
    expect((await devices.findByUserCode('ABCD-EFGH'))?.userCode).toBe('ABCD-EFGH');
  });

  it('ignores expired rows and purges them', async () => {
    const tokens = new Adapter('AccessToken');
    await tokens.upsert('old', payload(), 60);
    await database.db.update(oidcPayloads).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await tokens.find('old')).toBeUndefined();
    expect(await purgeExpiredPayloads(database.db)).toBeGreaterThan(0);
    expect(await database.db.select().from(oidcPayloads)).toHaveLength(0);
  });

  it('marks a payload consumed, and treats a second consumption as reuse: refuse and revoke the grant', async () => {
    const refresh = new Adapter('RefreshToken');
    const grants = new Adapter('Grant');
    await grants.upsert('g-2', payload(), 60);
    await refresh.upsert('rt-2', payload({ grantId: 'g-2' }), 60);
    await refresh.upsert('rt-3', payload({ grantId: 'g-2' }), 60);

    await refresh.consume('rt-2');
    expect((await refresh.find('rt-2'))?.consumed).toEqual(expect.any(Number));

    await expect(refresh.consume('rt-2')).rejects.toBeInstanceOf(AlreadyUsed);
    expect(await refresh.find('rt-3')).toBeUndefined();
    expect(await grants.find('g-2')).toBeUndefined();
  });

  it('destroys one payload, and revokes by grant id within its own kind', async () => {
    const access = new Adapter('AccessToken');
    const refresh = new Adapter('RefreshToken');
    await access.upsert('at-4', payload({ grantId: 'g-4' }), 60);
    await refresh.upsert('rt-4', payload({ grantId: 'g-4' }), 60);
    await refresh.upsert('rt-5', payload({ grantId: 'g-5' }), 60);

    await refresh.revokeByGrantId('g-4');
    expect(await refresh.find('rt-4')).toBeUndefined();
    expect(await access.find('at-4')).toBeDefined();
    expect(await refresh.find('rt-5')).toBeDefined();

    await refresh.destroy('rt-5');
    expect(await refresh.find('rt-5')).toBeUndefined();
  });
});
