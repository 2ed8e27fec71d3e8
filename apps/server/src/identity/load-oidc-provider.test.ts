import { APP_CLIENT_ID } from '@harta/contracts/constants';
import als from 'oidc-provider/lib/helpers/als.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../test/databases';
import { loadOidcProvider } from './load-oidc-provider';
import { createUser, passwordLogin, postForm, startIdentityServer } from './test-harness';

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

  it('is switched off after a refresh through the mounted provider; a plain password login never enters it', async () => {
    const database = await testDatabases()[0]!.open();
    const server = await startIdentityServer(database.db);
    try {
      const user = await createUser(database.db);
      const run = vi.spyOn(als, 'run');
      const login = await passwordLogin(server.base, user.email, user.password);
      expect(login.status).toBe(200);
      expect(run).not.toHaveBeenCalled();

      const disable = vi.spyOn(als, 'disable');
      const refresh = await postForm(`${server.base}/identity/token`, {
        grant_type: 'refresh_token',
        client_id: APP_CLIENT_ID,
        refresh_token: login.body.refresh_token!,
      });
      expect(refresh.status).toBe(200);
      expect(run).toHaveBeenCalled();
      expect(disable).toHaveBeenCalled();
    } finally {
      await server.close();
      await database.dispose();
    }
  });
});
