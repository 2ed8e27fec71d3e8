import { API_SCOPE, APP_CLIENT_ID } from '@harta/contracts/constants';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../test/databases';
import { grantIsLive } from './db-adapter';
import {
  TEST_ISSUER,
  createUser,
  passwordLogin,
  postForm,
  startIdentityServer,
  type IdentityServer,
} from './test-harness';

const ACCESS_TOKEN_TTL = 2;

/**
 * A resource server outside this deployment checks access tokens with the published JWKS alone (ADR 0007): it
 * accepts one until it expires, at most ACCESS_TOKEN_TTL after logout; this API and userinfo refuse it at once,
 * because they also check its session (ADR 0005).
 */
describe.each(testDatabases())('access tokens checked with the JWKS alone ($name)', ({ open }) => {
  let database: TestDatabase;
  let server: IdentityServer;

  beforeAll(async () => {
    database = await open();
    server = await startIdentityServer(database.db, { accessTokenTtlSeconds: ACCESS_TOKEN_TTL });
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  const verifyWithJwks = (token: string) =>
    jwtVerify(token, createRemoteJWKSet(new URL(`${server.base}/identity/jwks`)), {
      issuer: TEST_ISSUER,
      audience: API_SCOPE,
      typ: 'at+jwt',
      algorithms: ['EdDSA'],
    });

  it('verifies with jose and the published JWKS, and is refused after logout within the token lifetime', async () => {
    const user = await createUser(database.db);
    const { status, body } = await passwordLogin(server.base, user.email, user.password);
    expect(status).toBe(200);

    const { payload, protectedHeader } = await verifyWithJwks(body.access_token);
    expect(protectedHeader.alg).toBe('EdDSA');
    expect(payload).toMatchObject({ sub: user.id, client_id: APP_CLIENT_ID, role: ['c'], email: user.email });
    // The bound a JWKS-only resource server relies on: a token lives ACCESS_TOKEN_TTL from issue, no longer.
    expect(payload.exp! - payload.iat!).toBe(ACCESS_TOKEN_TTL);

    // Logout: the app revokes its refresh token, which ends the session.
    const revoked = await postForm(`${server.base}/identity/token/revocation`, {
      token: body.refresh_token!,
      token_type_hint: 'refresh_token',
      client_id: APP_CLIENT_ID,
    });
    expect(revoked.status).toBe(200);

    // This deployment refuses the token at once: its session is gone (the API's check) and userinfo says so.
    expect(await grantIsLive(database.db, payload.gid as string)).toBe(false);
    const info = await fetch(`${server.base}/identity/me`, {
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(info.status).toBe(401);

    // A resource server with the JWKS alone refuses it once it expires, within ACCESS_TOKEN_TTL of the logout.
    await new Promise((resolve) => setTimeout(resolve, payload.exp! * 1000 - Date.now() + 50));
    await expect(verifyWithJwks(body.access_token)).rejects.toBeInstanceOf(errors.JWTExpired);
  });

  it('refuses an ID token presented as an access token, and a token signed by another key', async () => {
    const user = await createUser(database.db);
    const { body } = await passwordLogin(server.base, user.email, user.password);
    await expect(verifyWithJwks(body.id_token!)).rejects.toThrow();
    const [header, payload] = body.access_token.split('.');
    const forged = `${header}.${payload}.${Buffer.alloc(64, 1).toString('base64url')}`;
    await expect(verifyWithJwks(forged)).rejects.toBeInstanceOf(errors.JWSSignatureVerificationFailed);
  });
});
