import als from 'oidc-provider/lib/helpers/als.js';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { loadOidcProvider } from './load-oidc-provider';
import { createUser, passwordLogin, startIdentityServer } from './test-harness';

describe('provider request context', () => {
  it('is never entered: run calls its callback with its arguments and stores nothing', async () => {
    await loadOidcProvider();
    const result = als.run(
      { request: 'x' },
      (a: number, b: number) => {
        expect(als.getStore()).toBeUndefined();
        return a + b;
      },
      2,
      3,
    );
    expect(result).toBe(5);
  });

  it('does not stop a login through the mounted provider', async () => {
    const database = await testDatabases()[0]!.open();
    const server = await startIdentityServer(database.db);
    try {
      const user = await createUser(database.db);
      const { status, body } = await passwordLogin(server.base, user.email, user.password);
      expect(status).toBe(200);
      expect(body.access_token).toEqual(expect.any(String));
      expect(als.getStore()).toBeUndefined();
    } finally {
      await server.close();
      await database.dispose();
    }
  });
});
