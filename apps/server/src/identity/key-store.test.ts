import { API_SCOPE, APP_CLIENT_ID } from '@harta/contracts/constants';
import { CompactSign, decodeProtectedHeader, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../test/databases';
import { identityKeys } from '../db/schema/identity';
import { ACCESS_TOKEN_ALG, ID_TOKEN_ALG, SIGNING_ALGS, generateSigningKey, loadSigningKeys } from './key-store';
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

  it('creates one key per signing algorithm on first start and reuses them after a restart', async () => {
    const first = await startIdentityServer(database.db);
    const user = await createUser(database.db);
    const { body } = await passwordLogin(first.base, user.email, user.password);
    const firstKids = kids(first.identity.jwks());
    await first.close();

    const restarted = await startIdentityServer(database.db);
    try {
      expect(kids(restarted.identity.jwks())).toEqual(firstKids);
      // Published: the access-token key and the ID-token key (ADR 0007).
      expect(firstKids).toHaveLength(2);
      // A token signed before the restart is still good after it.
      await expect(restarted.identity.verifyAccessToken(body.access_token)).resolves.toMatchObject({ sub: user.id });
    } finally {
      await restarted.close();
    }
    expect(await database.db.select().from(identityKeys)).toHaveLength(SIGNING_ALGS.length);
  });

  it('adds the keys a database from an older version lacks (it only had RS256), and signs with them', async () => {
    const fresh = await open();
    try {
      const rsa = await generateSigningKey('RS256');
      await fresh.db.insert(identityKeys).values({ kid: rsa.kid!, jwk: rsa });
      // An access token the RSA key signed before the upgrade.
      const now = Math.floor(Date.now() / 1000);
      const sub = 'f9a6b1de-0000-4000-8000-000000000001';
      const claims = { iss: TEST_ISSUER, aud: API_SCOPE, sub, client_id: APP_CLIENT_ID, exp: now + 60 };
      const oldToken = await new CompactSign(new TextEncoder().encode(JSON.stringify(claims)))
        .setProtectedHeader({ alg: 'RS256', kid: rsa.kid!, typ: 'at+jwt' })
        .sign(await importJWK(rsa, 'RS256'));

      const server = await startIdentityServer(fresh.db);
      try {
        const keys = server.identity.jwks().keys as Array<{ kid: string; alg: string }>;
        expect(keys.map((k) => k.alg).sort()).toEqual(['ES256', 'EdDSA', 'RS256']);
        await expect(server.identity.verifyAccessToken(oldToken)).resolves.toMatchObject({ sub });

        // New tokens are signed with the new keys; the RSA key stays published for the tokens it signed.
        const user = await createUser(fresh.db);
        const { body } = await passwordLogin(server.base, user.email, user.password);
        const ecKid = keys.find((k) => k.alg === 'ES256')!.kid;
        const edKid = keys.find((k) => k.alg === 'EdDSA')!.kid;
        expect(decodeProtectedHeader(body.access_token)).toMatchObject({ alg: ACCESS_TOKEN_ALG, kid: edKid });
        expect(decodeProtectedHeader(body.id_token!)).toMatchObject({ alg: ID_TOKEN_ALG, kid: ecKid });
        await expect(server.identity.verifyAccessToken(body.access_token)).resolves.toMatchObject({ sub: user.id });
      } finally {
        await server.close();
      }
      // A restart finds every key and creates nothing.
      expect((await loadSigningKeys(fresh.db)).map((k) => k.alg).sort()).toEqual(['ES256', 'EdDSA', 'RS256']);
      expect(await fresh.db.select().from(identityKeys)).toHaveLength(3);
    } finally {
      await fresh.dispose();
    }
  });

  it('keeps checking the access tokens of the version that signed them with an HS256 secret, never publishing it', async () => {
    const fresh = await open();
    try {
      const [secret, ec] = await Promise.all([generateSigningKey('HS256'), generateSigningKey('ES256')]);
      await fresh.db.insert(identityKeys).values([
        { kid: secret.kid!, jwk: secret },
        { kid: ec.kid!, jwk: ec },
      ]);
      const now = Math.floor(Date.now() / 1000);
      const sub = 'f9a6b1de-0000-4000-8000-000000000002';
      const claims = { iss: TEST_ISSUER, aud: API_SCOPE, sub, client_id: APP_CLIENT_ID, exp: now + 60 };
      const oldToken = await new CompactSign(new TextEncoder().encode(JSON.stringify(claims)))
        .setProtectedHeader({ alg: 'HS256', kid: secret.kid!, typ: 'at+jwt' })
        .sign(await importJWK(secret, 'HS256'));

      const server = await startIdentityServer(fresh.db);
      try {
        const published = server.identity.jwks().keys as Array<{ kid: string; alg: string; kty: string }>;
        expect(published.map((k) => k.alg).sort()).toEqual(['ES256', 'EdDSA']);
        expect(published.some((k) => k.kty === 'oct' || k.kid === secret.kid)).toBe(false);
        await expect(server.identity.verifyAccessToken(oldToken)).resolves.toMatchObject({ sub });
      } finally {
        await server.close();
      }
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
      for (const keys of keySets) expect(keys.map((k) => k.kid).sort()).toEqual(keySets[0]!.map((k) => k.kid).sort());
      expect(await fresh.db.select().from(identityKeys)).toHaveLength(SIGNING_ALGS.length);
    } finally {
      await fresh.dispose();
    }
  });
});
