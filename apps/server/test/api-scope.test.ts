import { API_SCOPE, APP_CLIENT_ID, APP_SCOPES } from '@harta/contracts/constants';
import { ApiPaths, IdentityPaths } from '@harta/contracts/paths';
import { describe, expect, it } from 'vitest';
import { testDatabases } from './databases';
import { bearer, serverSuite } from './helpers/start-server';

/**
 * An access token is for the API only when its scope grants the API: a login that left `harta-api` out of its
 * scope (for userinfo alone, say) gets tokens with the API's audience but not its scope, and the API refuses them.
 */
describe.each(testDatabases())('API scope ($name)', ({ open }) => {
  const suite = serverSuite(open);

  async function accessToken(scope: string): Promise<string> {
    const response = await suite.server.fetch(`${IdentityPaths.base}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        client_id: APP_CLIENT_ID,
        username: 'demo@example.com',
        password: 'Demo@1234',
        scope,
      }).toString(),
    });
    const body = (await response.json()) as { access_token: string; scope: string };
    expect(response.status).toBe(200);
    expect(body.scope).toBe(scope);
    return body.access_token;
  }

  it('refuses (401) a token whose scope lacks the API scope', async () => {
    const token = await accessToken(APP_SCOPES.filter((s) => s !== API_SCOPE).join(' '));
    for (const url of [ApiPaths.ClientProfile.getClientBasicInfo, ApiPaths.session.keepAlive]) {
      const response = await suite.server.fetch(url, { headers: bearer(token) });
      expect(response.status, url).toBe(401);
    }
  });

  it('accepts the same login with the API scope', async () => {
    const token = await accessToken(APP_SCOPES.join(' '));
    const response = await suite.server.fetch(ApiPaths.ClientProfile.getClientBasicInfo, { headers: bearer(token) });
    expect(response.status).toBe(200);
  });
});
