import als from 'oidc-provider/lib/helpers/als.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../test/databases';
import { loadOidcProvider } from './load-oidc-provider';
import { createUser, passwordLogin, startIdentityServer } from './test-harness';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('provider request context', () => {
  it('is switched off once no provider request is in flight, and not before', async () => {
    const { trackRequest } = await loadOidcProvider();
    const disable = vi.spyOn(als, 'disable');
    let finishFirst!: () => void;
    const first = trackRequest(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    await trackRequest(async () => {
      // oidc-provider reads its context while a request runs.
      als.run({ request: 'second' }, () => expect(als.getStore()).toEqual({ request: 'second' }));
    });
    expect(disable).not.toHaveBeenCalled();
    finishFirst();
    await first;
    expect(disable).toHaveBeenCalledTimes(1);
    await expect(trackRequest(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(disable).toHaveBeenCalledTimes(2);
  });

  it('is switched off after a login through the mounted provider', async () => {
    const database = await testDatabases()[0]!.open();
    const server = await startIdentityServer(database.db);
    try {
      const user = await createUser(database.db);
      const disable = vi.spyOn(als, 'disable');
      const { status } = await passwordLogin(server.base, user.email, user.password);
      expect(status).toBe(200);
      expect(disable).toHaveBeenCalled();
    } finally {
      await server.close();
      await database.dispose();
    }
  });
});
