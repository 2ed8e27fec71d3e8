import { APP_CLIENT_ID, APP_SCOPES } from '@harta/contracts/constants';
import { IdentityPaths } from '@harta/contracts/paths';
import { describe, expect, it } from 'vitest';
import { testDatabases } from './databases';
import { serverSuite, TEST_PUBLIC_URL } from './helpers/start-server';

/**
 * The identity server decides CORS per client (oidc-provider's clientBasedCORS), not the app-wide CORS plugin:
 * a form POST needs no preflight, so a page at any origin could otherwise send logins (and guesses that lock the
 * account) and revocations from a visitor's browser.
 */
describe.each(testDatabases())('identity CORS ($name)', ({ open }) => {
  const suite = serverSuite(open);
  const form = (body: Record<string, string>, origin: string) =>
    suite.server.fetch(`${IdentityPaths.base}${body.token ? '/token/revocation' : '/token'}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams({ client_id: APP_CLIENT_ID, ...body }).toString(),
    });
  const login = (origin: string) =>
    form(
      {
        grant_type: 'password',
        username: 'demo@example.com',
        password: 'Demo@1234',
        scope: APP_SCOPES.join(' '),
      },
      origin,
    );

  it('lets the app’s origins log in and revoke', async () => {
    const loggedIn = await login(TEST_PUBLIC_URL);
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.headers.get('access-control-allow-origin')).toBe(TEST_PUBLIC_URL);
    const { refresh_token: refreshToken } = (await loggedIn.json()) as { refresh_token: string };
    const revoked = await form({ token: refreshToken }, 'capacitor://localhost');
    expect(revoked.status).toBe(200);
    expect(revoked.headers.get('access-control-allow-origin')).toBe('capacitor://localhost');
  });

  it('refuses a login and a revocation from any other page, without granting it CORS', async () => {
    const evil = 'https://evil.example';
    const refused = await login(evil);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: 'invalid_request',
      error_description: `origin ${evil} not allowed for client: ${APP_CLIENT_ID}`,
    });
    for (const name of ['access-control-allow-origin', 'access-control-allow-credentials']) {
      expect(refused.headers.get(name), name).toBeNull();
    }

    const { refresh_token: refreshToken } = (await (await login(TEST_PUBLIC_URL)).json()) as { refresh_token: string };
    const revocation = await form({ token: refreshToken }, evil);
    expect(revocation.status).toBe(400);
    expect(revocation.headers.get('access-control-allow-origin')).toBeNull();
    // The token survived: it still refreshes.
    expect((await suite.server.refresh(refreshToken)).access_token).toBeTruthy();
  });

  it('answers a preflight from a foreign page without granting it CORS, and the app’s with it', async () => {
    const preflight = (path: string, origin: string) =>
      suite.server.fetch(`${IdentityPaths.base}${path}`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    for (const path of ['/token', '/token/revocation', '/me']) {
      const refused = await preflight(path, 'https://evil.example');
      for (const name of [
        'access-control-allow-origin',
        'access-control-allow-methods',
        'access-control-allow-headers',
      ]) {
        expect(refused.headers.get(name), `${path} ${name}`).toBeNull();
      }
      const allowed = await preflight(path, TEST_PUBLIC_URL);
      expect(allowed.headers.get('access-control-allow-origin'), path).toBe(TEST_PUBLIC_URL);
    }
    // Discovery is public by nature: any page may read it.
    const discovery = await preflight('/.well-known/openid-configuration', 'https://evil.example');
    expect(discovery.headers.get('access-control-allow-origin')).toBe('https://evil.example');
  });
});
