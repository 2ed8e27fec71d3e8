import type Provider from 'oidc-provider';
import type { Db } from '../db/connection';
import type { AccessTokenVerifier } from './access-token';
import { findAccount } from './account';
import { allowAppOrigin } from './client-cors';
import { grantIsLive } from './db-adapter';
import { OIDC_SCOPES } from './scopes';

type KoaMiddleware = Parameters<Provider['use']>[0];
type KoaContext = Parameters<KoaMiddleware>[0];

export interface UserinfoDeps {
  provider: Provider;
  db: Db;
  verifyAccessToken: AccessTokenVerifier;
  corsOrigins: readonly string[];
}

function bearerToken(header: string): string | undefined {
  const match = /^Bearer +([^ ]+) *$/i.exec(header);
  return match?.[1];
}

function refuse(ctx: KoaContext, realm: string, status: number, error: string, description: string): void {
  ctx.status = status;
  ctx.set('WWW-Authenticate', `Bearer realm="${realm}", error="${error}", error_description="${description}"`);
  ctx.body = { error, error_description: description };
}

/**
 * The userinfo endpoint, answered with the token the app actually holds.
 *
 * Why: the password grant issues one access token, a JWT for the API resource (audience harta-api).
 * oidc-provider's own userinfo refuses any token with an audience and cannot look up JWT access tokens
 * (they are not stored), yet oidc-client-ts calls userinfo with exactly that token after login.
 * So this middleware, placed before the provider's router, serves userinfo itself: it verifies the JWT
 * like the API does (signature, issuer, audience, expiry), requires the `openid` scope in it, reloads the
 * user (a disabled user gets 401) and releases the claims of the token's OIDC scopes through the
 * provider's own scope→claims mask, so userinfo and the ID token always agree. The provider still
 * advertises the endpoint in discovery and answers its CORS preflight. Like the API, it refuses a token
 * whose session (grant) has ended: logout, refresh-token reuse, password reset.
 */
export function createUserinfoMiddleware(deps: UserinfoDeps): KoaMiddleware {
  const { provider, db, verifyAccessToken, corsOrigins } = deps;
  const path = provider.pathFor('userinfo', { mountPath: '' });

  return async function userinfo(ctx, next) {
    if (ctx.path !== path || (ctx.method !== 'GET' && ctx.method !== 'POST')) return next();

    ctx.set('Cache-Control', 'no-store');
    if (!allowAppOrigin(ctx, corsOrigins)) return;
    if (ctx.get('Origin')) ctx.set('Access-Control-Expose-Headers', 'WWW-Authenticate');

    const realm = provider.issuer;
    const token = bearerToken(ctx.get('Authorization'));
    if (!token) return refuse(ctx, realm, 401, 'invalid_request', 'no access token provided');

    let claims;
    try {
      claims = await verifyAccessToken(token);
    } catch {
      return refuse(ctx, realm, 401, 'invalid_token', 'invalid token provided');
    }
    const oidcScope = claims.scope.split(' ').filter((s) => OIDC_SCOPES.has(s));
    if (!oidcScope.includes('openid')) {
      return refuse(ctx, realm, 403, 'insufficient_scope', 'access token missing openid scope');
    }

    const [account, client, live] = await Promise.all([
      findAccount(db, claims.sub),
      provider.Client.find(claims.clientId),
      grantIsLive(db, claims.grantId),
    ]);
    if (!account || !client || !live) return refuse(ctx, realm, 401, 'invalid_token', 'invalid token provided');

    const scope = oidcScope.join(' ');
    const released = new provider.Claims(await account.claims('userinfo', scope, {}, []), { client });
    released.scope(scope);
    ctx.body = await released.result();
  };
}
