import { randomUUID } from 'node:crypto';
import { APP_CLIENT_ID } from '@harta/contracts/constants';
import { IdentityPaths, ApiPaths } from '@harta/contracts/paths';
import { biometricLoginResponseSchema, registerDeviceResponseSchema } from '@harta/contracts/schemas/native';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oidcPayloads } from '../src/db/schema/identity';
import { createUser } from '../src/identity/test-harness';
import { issueToken } from '../src/modules/registration/shared/link-tokens';
import { testDatabases } from './databases';
import { registrationAuth } from './helpers/registration';
import { bearer, serverSuite } from './helpers/start-server';
import { REFRESH_TOKEN_REUSE_GRACE_SECONDS } from '../src/identity/refresh-grace';

/**
 * An access token ends with the session it belongs to (issue 10 item 4): after logout, a password reset, a refresh
 * token reuse or the revocation of the access token itself, the API refuses it at once, not when it expires.
 */

const PASSWORD = 'Str0ng!pass';

describe.each(testDatabases())('access tokens end with their session on $name', ({ open }) => {
  const suite = serverSuite(open);

  async function newClient() {
    const user = await createUser(suite.database.db, { password: PASSWORD, client: { givenName: 'Aisyah' } });
    return { user, tokens: await suite.server.login(user.email, PASSWORD) };
  }

  /** A client route (the caller's record is loaded) and a token-only route (it is not). */
  async function apiStatuses(accessToken: string) {
    const [clientRoute, tokenRoute] = await Promise.all([
      suite.server.fetch(ApiPaths.registration.getClientLoginById, { headers: bearer(accessToken) }),
      suite.server.fetch(ApiPaths.session.keepAlive, { headers: bearer(accessToken) }),
    ]);
    return [clientRoute.status, tokenRoute.status];
  }

  const revoke = (token: string, hint?: string) =>
    suite.server.fetch(`${IdentityPaths.base}/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, client_id: APP_CLIENT_ID, ...(hint ? { token_type_hint: hint } : {}) }),
    });

  it('refuses the access token once the app logs out (its refresh token revoked)', async () => {
    const { tokens } = await newClient();
    expect(await apiStatuses(tokens.access_token)).toEqual([200, 200]);

    expect((await revoke(tokens.refresh_token!, 'refresh_token')).status).toBe(200);
    expect(await apiStatuses(tokens.access_token)).toEqual([401, 401]);
    // The identity server's userinfo follows the same rule.
    const userinfo = await suite.server.fetch(`${IdentityPaths.base}/me`, { headers: bearer(tokens.access_token) });
    expect(userinfo.status).toBe(401);
  });

  it('ends only the session that logged out: another login of the same account keeps working', async () => {
    const { user, tokens } = await newClient();
    const other = await suite.server.login(user.email, PASSWORD);
    await revoke(tokens.refresh_token!, 'refresh_token');
    expect(await apiStatuses(tokens.access_token)).toEqual([401, 401]);
    expect(await apiStatuses(other.access_token)).toEqual([200, 200]);
  });

  it('refuses a staff token after its logout', async () => {
    const staff = await suite.server.login('staff@example.com', 'Staff@1234');
    const applications = () =>
      suite.server.fetch(ApiPaths.backoffice.applications, { headers: bearer(staff.access_token) });
    expect((await applications()).status).toBe(200);
    await revoke(staff.refresh_token!, 'refresh_token');
    expect((await applications()).status).toBe(401);
  });

  it('refuses every access token of the account after a password reset', async () => {
    const { user, tokens } = await newClient();
    const second = await suite.server.login(user.email, PASSWORD);
    const resetToken = await issueToken(suite.database.db, user.id, 'password_reset');
    const reset = await suite.server.fetch(ApiPaths.registration.resetPassword, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...registrationAuth(suite.server) },
      body: JSON.stringify({ token: resetToken, password: 'Brand@New2026', confirmPassword: 'Brand@New2026' }),
    });
    expect(reset.status).toBe(200);

    expect(await apiStatuses(tokens.access_token)).toEqual([401, 401]);
    expect(await apiStatuses(second.access_token)).toEqual([401, 401]);
    const fresh = await suite.server.login(user.email, 'Brand@New2026');
    expect(await apiStatuses(fresh.access_token)).toEqual([200, 200]);
  });

  it('refuses every access token of a refresh chain once a spent refresh token is replayed', async () => {
    const { tokens } = await newClient();
    const rotated = await suite.server.refresh(tokens.refresh_token!);
    expect(await apiStatuses(rotated.access_token)).toEqual([200, 200]);

    // A replay after the grace in which a duplicate gets the same answer (identity/refresh-grace.ts): the token's
    // spending is moved back past the grace, as waiting it out would leave it, instead of the test sleeping 11 s.
    const spent = await suite.database.db
      .update(oidcPayloads)
      .set({
        consumedAt: sql`${oidcPayloads.consumedAt} - make_interval(secs => ${REFRESH_TOKEN_REUSE_GRACE_SECONDS + 1})`,
      })
      .where(and(eq(oidcPayloads.kind, 'RefreshToken'), eq(oidcPayloads.id, tokens.refresh_token!)))
      .returning({ consumedAt: oidcPayloads.consumedAt });
    expect(spent[0]?.consumedAt).toBeInstanceOf(Date);
    await expect(suite.server.refresh(tokens.refresh_token!)).rejects.toThrow(/invalid_grant/);
    expect(await apiStatuses(tokens.access_token)).toEqual([401, 401]);
    expect(await apiStatuses(rotated.access_token)).toEqual([401, 401]);
  });

  it('accepts the revocation of an access token, which ends its session', async () => {
    const { tokens } = await newClient();
    const response = await revoke(tokens.access_token, 'access_token');
    expect(response.status).toBe(200);
    expect(await apiStatuses(tokens.access_token)).toEqual([401, 401]);
    // The session is over: its refresh token no longer works either.
    await expect(suite.server.refresh(tokens.refresh_token!)).rejects.toThrow(/invalid_grant/);
  });

  it('answers 200 and changes nothing for an access token that is not ours (RFC 7009)', async () => {
    const { tokens } = await newClient();
    const [header, payload] = tokens.access_token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not a signature').toString('base64url')}`;
    expect((await revoke(forged, 'access_token')).status).toBe(200);
    expect(await apiStatuses(tokens.access_token)).toEqual([200, 200]);
  });

  it('keeps the biometric device login working after a logout on the web', async () => {
    const { tokens } = await newClient();
    const installId = randomUUID().replaceAll('-', '');
    const enabled = await suite.server.fetch(ApiPaths.devices.register, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(tokens.access_token) },
      body: JSON.stringify({ installId, platform: 'ios', name: 'iPhone 15', biometryType: 'face id' }),
    });
    expect(enabled.status).toBe(201);
    const device = registerDeviceResponseSchema.parse(await enabled.json()).result;

    await revoke(tokens.refresh_token!, 'refresh_token');
    expect(await apiStatuses(tokens.access_token)).toEqual([401, 401]);

    const login = await suite.server.fetch(ApiPaths.devices.biometricLogin, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ deviceId: device.deviceId, deviceSecret: device.deviceSecret, installId }),
    });
    expect(login.status).toBe(200);
    const deviceTokens = biometricLoginResponseSchema.parse(await login.json()).result;
    expect(await apiStatuses(deviceTokens.access_token)).toEqual([200, 200]);
  });
});
