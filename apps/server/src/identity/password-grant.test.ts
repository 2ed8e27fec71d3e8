import { API_SCOPE, APP_CLIENT_ID, APP_SCOPES } from '@harta/contracts/constants';
import { messagesEn } from '@harta/contracts/messages';
import { eq } from 'drizzle-orm';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { users } from '../db/schema/identity';
import { DEMO_TOTP_SECRET } from '@harta/contracts/second-factor';
import { setKnownSecret } from './second-factor-store';
import {
  APP_ORIGIN,
  TEST_ISSUER,
  TEST_SECOND_FACTOR_KEY,
  createUser,
  passwordLogin,
  postForm,
  identitySuite,
} from './test-harness';
import { totpCodeAt } from './totp';

describe.each(testDatabases())('identity server: discovery, password grant, userinfo ($name)', ({ open }) => {
  const suite = identitySuite(open);

  async function remoteKeys() {
    const res = await fetch(`${suite.server.base}/identity/jwks`);
    return createLocalJWKSet((await res.json()) as JSONWebKeySet);
  }

  it('publishes discovery under /identity with the endpoints and scopes the app uses', async () => {
    const res = await fetch(`${suite.server.base}/identity/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(TEST_ISSUER);
    // Built from the issuer (PUBLIC_URL), not from the address the request came to.
    expect(doc.token_endpoint).toBe(`${TEST_ISSUER}/token`);
    expect(doc.userinfo_endpoint).toBe(`${TEST_ISSUER}/me`);
    expect(doc.jwks_uri).toBe(`${TEST_ISSUER}/jwks`);
    expect(doc.revocation_endpoint).toBe(`${TEST_ISSUER}/token/revocation`);
    expect(doc.end_session_endpoint).toBe(`${TEST_ISSUER}/session/end`);
    expect(doc.grant_types_supported).toEqual(expect.arrayContaining(['password', 'refresh_token']));
    expect(doc.scopes_supported).toEqual(expect.arrayContaining([...APP_SCOPES]));
  });

  it('serves the public signing keys only', async () => {
    const res = await fetch(`${suite.server.base}/identity/jwks`);
    const { keys } = (await res.json()) as { keys: Record<string, unknown>[] };
    expect(keys.map((k) => k.kid)).toEqual(suite.server.identity.jwks().keys.map((k) => (k as { kid: string }).kid));
    for (const key of keys) {
      expect(key).not.toHaveProperty('d');
      expect(key).not.toHaveProperty('p');
      // An older version's access-token secret is never published, not even as a bare entry.
      expect(key).not.toHaveProperty('k');
      expect(key.kty).not.toBe('oct');
    }
  });

  it('logs a client in with the password grant and issues a signed JWT access token for the API', async () => {
    const user = await createUser(suite.database.db);
    const { status, body } = await passwordLogin(suite.server.base, user.email.toUpperCase(), user.password);
    expect(status).toBe(200);
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(300);
    expect(body.refresh_token).toEqual(expect.any(String));
    expect(body.id_token).toEqual(expect.any(String));

    expect(decodeProtectedHeader(body.access_token)).toMatchObject({ alg: 'EdDSA', typ: 'at+jwt' });
    expect(decodeProtectedHeader(body.id_token!)).toMatchObject({ alg: 'ES256' });
    const claims = await suite.server.identity.verifyAccessToken(body.access_token);
    expect(claims).toMatchObject({ sub: user.id, role: ['c'], email: user.email, clientId: APP_CLIENT_ID });
    expect(claims.scope.split(' ')).toContain(API_SCOPE);
    expect(claims.exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(290);

    // Any resource server can check it with the published keys (ADR 0007).
    await expect(jwtVerify(body.access_token, await remoteKeys())).resolves.toMatchObject({
      payload: { sub: user.id },
    });
  });

  it('gives staff the staff role (after their second factor)', async () => {
    const staff = await createUser(suite.database.db, { roles: ['staff'] });
    await setKnownSecret(suite.database.db, staff.id, DEMO_TOTP_SECRET, TEST_SECOND_FACTOR_KEY);
    const { body } = await passwordLogin(suite.server.base, staff.email, staff.password, {
      otp: totpCodeAt(DEMO_TOTP_SECRET).code,
    });
    expect((await suite.server.identity.verifyAccessToken(body.access_token)).role).toEqual(['staff']);
  });

  it('puts sub, email, name and role in the ID token', async () => {
    const user = await createUser(suite.database.db, { client: { givenName: 'Aisyah', surName: 'Rahman' } });
    const { body } = await passwordLogin(suite.server.base, user.email, user.password);
    const { payload } = await jwtVerify(body.id_token!, await remoteKeys(), {
      issuer: TEST_ISSUER,
      audience: APP_CLIENT_ID,
    });
    expect(payload).toMatchObject({ sub: user.id, email: user.email, name: 'Aisyah Rahman', role: ['c'] });
  });

  it('refuses to pass an ID token off as an access token', async () => {
    const user = await createUser(suite.database.db);
    const { body } = await passwordLogin(suite.server.base, user.email, user.password);
    await expect(suite.server.identity.verifyAccessToken(body.id_token!)).rejects.toThrow();
    await expect(suite.server.identity.verifyAccessToken(`${body.access_token}x`)).rejects.toThrow();
  });

  it('issues tokens whatever the client status: the API gates data, not the login', async () => {
    for (const status of ['DRAFT', 'PENDING', 'REJECT', 'CLOSE', 'SUSPEND']) {
      const user = await createUser(suite.database.db, { client: { givenName: 'Status', status } });
      const { status: http } = await passwordLogin(suite.server.base, user.email, user.password);
      expect(http, status).toBe(200);
    }
  });

  it('answers userinfo with the access token the app received', async () => {
    const user = await createUser(suite.database.db, { client: { givenName: 'Aisyah', surName: 'Rahman' } });
    const { body } = await passwordLogin(suite.server.base, user.email, user.password);
    const res = await fetch(`${suite.server.base}/identity/me`, {
      headers: { authorization: `Bearer ${body.access_token}`, origin: APP_ORIGIN },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(await res.json()).toEqual({ sub: user.id, email: user.email, name: 'Aisyah Rahman', role: ['c'] });
  });

  it('refuses userinfo without a valid token, and for a user disabled since login', async () => {
    expect((await fetch(`${suite.server.base}/identity/me`)).status).toBe(401);
    const garbage = await fetch(`${suite.server.base}/identity/me`, {
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(garbage.status).toBe(401);
    expect(garbage.headers.get('www-authenticate')).toContain('invalid_token');

    const user = await createUser(suite.database.db);
    const { body } = await passwordLogin(suite.server.base, user.email, user.password);
    await suite.database.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    const res = await fetch(`${suite.server.base}/identity/me`, {
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(res.status).toBe(401);
  });

  it('answers a wrong password, an unknown e-mail, a user without password and a disabled user alike', async () => {
    const user = await createUser(suite.database.db);
    const noPassword = await createUser(suite.database.db, { password: null });
    const disabled = await createUser(suite.database.db, { disabled: true });
    const attempts = [
      [user.email, 'wrong-password'],
      ['nobody@example.test', 'whatever'],
      [noPassword.email, 'whatever'],
      [disabled.email, disabled.password],
    ] as const;
    for (const [username, password] of attempts) {
      const { status, body } = await passwordLogin(suite.server.base, username, password);
      expect(status, username).toBe(400);
      expect(body).toEqual({ error: 'invalid_grant', error_description: messagesEn['auth.invalidCredentials'] });
    }
  });

  it('rejects a scope it does not know', async () => {
    const user = await createUser(suite.database.db);
    const { status, body } = await passwordLogin(suite.server.base, user.email, user.password, {
      scope: 'openid admin',
    });
    expect(status).toBe(400);
    expect(body.error).toBe('invalid_scope');
  });

  it('allows the configured app origin on the token endpoint and refuses others', async () => {
    const user = await createUser(suite.database.db);
    const form = { grant_type: 'password', client_id: APP_CLIENT_ID, username: user.email, password: user.password };

    const preflight = await fetch(`${suite.server.base}/identity/token`, {
      method: 'OPTIONS',
      headers: { origin: APP_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);

    const allowed = await postForm(`${suite.server.base}/identity/token`, form, { origin: APP_ORIGIN });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);

    const foreign = await postForm(`${suite.server.base}/identity/token`, form, { origin: 'http://evil.test' });
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
