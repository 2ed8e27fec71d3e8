import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../test/databases';
import { identityKeys } from '../db/schema/identity';
import { loadSigningKeys } from './key-store';
import { createUser, passwordLogin, startIdentityServer } from './test-harness';

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
