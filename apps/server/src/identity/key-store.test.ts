import { API_SCOPE, APP_CLIENT_ID } from '@harta/contracts/constants';
import { CompactSign, decodeProtectedHeader, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../test/databases';
import { identityKeys } from '../db/schema/identity';
import { generateSigningKey, loadSigningKeys, SIGNING_ALG } from './key-store';
import { TEST_ISSUER, createUser, passwordLogin, startIdentityServer } from './test-harness';

const kids = (jwks: { keys: object[] }) => jwks.keys.map((key) => (key as { kid: string }).kid);

describe.each(testDatabases())('signing keys ($name)', ({ open }) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('creates one key on first start and reuses it after a restart', async () => {
    const first = await startIdentityServer(database.db);
    const user = await createUser(database.db);
    const { body } = await passwordLogin(first.base, user.email, user.password);
    const firstKids = kids(first.identity.jwks());
    await first.close();

    const restarted = await startIdentityServer(database.db);
    try {
      expect(kids(restarted.identity.jwks())).toEqual(firstKids);
      expect(firstKids).toHaveLength(1);
      // A token signed before the restart is still good after it.
      await expect(restarted.identity.verifyAccessToken(body.access_token)).resolves.toMatchObject({ sub: user.id });
    } finally {
      await restarted.close();
    }
    expect(await database.db.select().from(identityKeys)).toHaveLength(1);
  });

  it('adds an ES256 key to a database that only has an RS256 one, and keeps the old key for verification', async () => {
    const fresh = await open();
    try {
      const rsa = await generateSigningKey('RS256');
      await fresh.db.insert(identityKeys).values({ kid: rsa.kid!, jwk: rsa });
      // A token the RSA key signed before the upgrade (an older version of this server issued it).
      const now = Math.floor(Date.now() / 1000);
      const claims = {
        iss: TEST_ISSUER,
        aud: API_SCOPE,
        sub: 'f9a6b1de-0000-4000-8000-000000000001',
        client_id: APP_CLIENT_ID,
      };
      const oldToken = await new CompactSign(new TextEncoder().encode(JSON.stringify({ ...claims, exp: now + 60 })))
        .setProtectedHeader({ alg: 'RS256', kid: rsa.kid!, typ: 'at+jwt' })
        .sign(await importJWK(rsa, 'RS256'));

      const server = await startIdentityServer(fresh.db);
      try {
        const keys = server.identity.jwks().keys as Array<{ kid: string; alg: string }>;
        expect(keys.map((k) => k.alg)).toEqual([SIGNING_ALG, 'RS256']);
        await expect(server.identity.verifyAccessToken(oldToken)).resolves.toMatchObject({ sub: claims.sub });

        // New tokens are signed with the new key.
        const user = await createUser(fresh.db);
        const { body } = await passwordLogin(server.base, user.email, user.password);
        expect(decodeProtectedHeader(body.access_token)).toMatchObject({ alg: SIGNING_ALG, kid: keys[0]!.kid });
        await expect(server.identity.verifyAccessToken(body.access_token)).resolves.toMatchObject({ sub: user.id });
      } finally {
        await server.close();
      }
      const rows = await fresh.db.select().from(identityKeys);
      expect(rows.map((r) => [(r.jwk as { alg: string }).alg, r.active]).sort()).toEqual([
        ['ES256', true],
        ['RS256', false],
      ]);
      // A restart finds the ES256 key and creates nothing.
      expect((await loadSigningKeys(fresh.db)).map((k) => k.alg)).toEqual([SIGNING_ALG, 'RS256']);
      expect(await fresh.db.select().from(identityKeys)).toHaveLength(2);
    } finally {
      await fresh.dispose();
    }
  });

  it('gives instances that start at the same moment one and the same key', async () => {
    const fresh = await open();
    try {
      // On PostgreSQL each handle is a separate pool, as separate servers would have.
      const handles = await Promise.all([1, 2, 3, 4].map(() => fresh.openAnother()));
      const keySets = await Promise.all(handles.map((handle) => loadSigningKeys(handle.db)));
      for (const keys of keySets) expect(keys.map((k) => k.kid)).toEqual(keySets[0]!.map((k) => k.kid));
      expect(await fresh.db.select().from(identityKeys)).toHaveLength(1);
    } finally {
      await fresh.dispose();
    }
  });
});
