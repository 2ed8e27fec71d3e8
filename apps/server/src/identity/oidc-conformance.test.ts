import { APP_CLIENT_ID, APP_SCOPES } from '@harta/contracts/constants';
import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { clients } from '../db/schema/clients';
import { createHandoff, redeemHandoff } from '../modules/kyc/handoff.service';
import { HANDOFF_GRANT_TYPE } from './handoff-grant';
import { AUTHORIZATION_ENDPOINT_METADATA } from './honest-discovery';
import { APP_REDIRECT_URI, TEST_ISSUER, createUser, identitySuite, postForm } from './test-harness';

/**
 * A standard OpenID Connect client (openid-client) reads discovery and uses what it advertises: every grant and
 * response type listed must work, and what does not work must be absent (ADR 0006).
 */
describe.each(testDatabases())('discovery keeps its promises to a standard client ($name)', ({ open }) => {
  const suite = identitySuite(open);
  let config: oidc.Configuration;
  let metadata: oidc.ServerMetadata;

  beforeAll(async () => {
    // The issuer names its public address; requests go to the test server listening elsewhere, as DNS would do.
    const issuerOrigin = new URL(TEST_ISSUER).origin;
    const toServer: oidc.CustomFetch = (url, options) =>
      fetch(url.replace(issuerOrigin, suite.server.base), options as RequestInit);
    config = await oidc.discovery(new URL(TEST_ISSUER), APP_CLIENT_ID, undefined, oidc.None(), {
      execute: [oidc.allowInsecureRequests],
      [oidc.customFetch]: toServer,
    });
    config[oidc.customFetch] = toServer;
    metadata = config.serverMetadata();
  });

  async function passwordLogin() {
    const user = await createUser(suite.database.db);
    const tokens = await oidc.genericGrantRequest(config, 'password', {
      username: user.email,
      password: user.password,
      scope: APP_SCOPES.join(' '),
    });
    return { user, tokens };
  }

  it('advertises exactly the grants, response types and client authentication that exist', () => {
    expect(new Set(metadata.grant_types_supported)).toEqual(new Set(['password', 'refresh_token', HANDOFF_GRANT_TYPE]));
    expect(metadata.response_types_supported).toEqual([]);
    expect(metadata.token_endpoint_auth_methods_supported).toEqual(['none']);
    for (const member of [
      ...AUTHORIZATION_ENDPOINT_METADATA,
      'pushed_authorization_request_endpoint',
      'device_authorization_endpoint',
      'introspection_endpoint',
      'registration_endpoint',
      'dpop_signing_alg_values_supported',
      'token_endpoint_auth_signing_alg_values_supported',
    ]) {
      expect(metadata, member).not.toHaveProperty(member);
    }
    // The code flow cannot even be started by a library that reads discovery.
    expect(() => oidc.buildAuthorizationUrl(config, { redirect_uri: APP_REDIRECT_URI, scope: 'openid' })).toThrow();
  });

  it('issues tokens with the password grant, which the library validates (ID token included)', async () => {
    const { user, tokens } = await passwordLogin();
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(tokens.access_token).toEqual(expect.any(String));
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(tokens.claims()).toMatchObject({ sub: user.id, iss: TEST_ISSUER, aud: APP_CLIENT_ID });
  });

  it('refreshes with the refresh_token grant', async () => {
    const { user, tokens } = await passwordLogin();
    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect(refreshed.claims()).toMatchObject({ sub: user.id });
  });

  it('logs in with the hand-off grant', async () => {
    const user = await createUser(suite.database.db, { client: { givenName: 'Hand', status: 'DRAFT' } });
    const [client] = await suite.database.db
      .select({ clientId: clients.clientId })
      .from(clients)
      .where(eq(clients.userId, user.id));
    const handoff = await createHandoff(
      suite.database.db,
      { clientId: client!.clientId, userId: user.id },
      'http://app.test',
    );
    const { ticket } = (await redeemHandoff(suite.database.db, handoff.code))!;
    const tokens = await oidc.genericGrantRequest(config, HANDOFF_GRANT_TYPE, { ticket, scope: APP_SCOPES.join(' ') });
    expect(tokens.claims()).toMatchObject({ sub: user.id });
  });

  it('serves userinfo, revocation and the end-session endpoint it lists', async () => {
    const { user, tokens } = await passwordLogin();
    expect(await oidc.fetchUserInfo(config, tokens.access_token, user.id)).toMatchObject({
      sub: user.id,
      email: user.email,
    });

    const endSession = oidc.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: APP_REDIRECT_URI,
    });
    const page = await config[oidc.customFetch]!(endSession.href, {
      method: 'GET',
      headers: {},
      redirect: 'manual',
    } as never);
    expect(page.status).toBe(200);
    // The confirmation form posts back to the issuer's own end-session endpoint.
    expect(await page.text()).toContain(`action="${TEST_ISSUER}/session/end/confirm"`);

    await oidc.tokenRevocation(config, tokens.refresh_token!);
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('refuses the grants it does not advertise', async () => {
    for (const grantType of ['authorization_code', 'implicit', 'client_credentials']) {
      const res = await postForm(`${suite.server.base}/identity/token`, {
        grant_type: grantType,
        client_id: APP_CLIENT_ID,
        code: 'x',
        redirect_uri: APP_REDIRECT_URI,
      });
      expect(res.status, grantType).toBe(400);
      expect(((await res.json()) as { error: string }).error, grantType).toBe('unsupported_grant_type');
    }
  });

  it('hands out no authorization code or token at the unlisted authorization endpoint', async () => {
    for (const responseType of ['code', 'id_token', 'code id_token', 'none']) {
      const query = new URLSearchParams({
        response_type: responseType,
        client_id: APP_CLIENT_ID,
        redirect_uri: APP_REDIRECT_URI,
        scope: 'openid',
        nonce: 'n',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      });
      const res = await fetch(`${suite.server.base}/identity/auth?${query}`, { redirect: 'manual' });
      const location = res.headers.get('location') ?? '';
      expect(location, responseType).not.toMatch(/[?#&](code|id_token|access_token)=/);
      expect(res.status === 303 || res.status === 302 ? location : '', responseType).not.toContain('/interaction/');
    }
  });
});
