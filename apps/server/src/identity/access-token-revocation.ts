import type Provider from 'oidc-provider';
import type { Db } from '../db/connection';
import type { AccessTokenVerifier } from './access-token';
import { allowAppOrigin } from './client-cors';
import { destroyGrant } from './db-adapter';
import { FORM_MEDIA_TYPE, PROVIDER_BODY_LIMIT, readExactly } from './form-body';

type KoaMiddleware = Parameters<Provider['use']>[0];

const JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

export interface AccessTokenRevocationDeps {
  provider: Provider;
  db: Db;
  verifyAccessToken: AccessTokenVerifier;
  corsOrigins: readonly string[];
}

/**
 * Revocation of the app's access tokens (RFC 7009), which oidc-provider refuses for JWTs (unsupported_token_type:
 * it stores no access tokens, so it has nothing to delete). Placed before the provider's router, it answers a
 * revocation request whose token is a JWS, from a public client named by client_id; everything else (refresh
 * tokens, confidential clients, repeated parameters) is put back untouched for the provider.
 *
 * How: the token must verify as one of our API access tokens issued to that client; then its grant (`gid`) is
 * destroyed, which ends the session it belongs to, refresh token included (RFC 7009 §2.1 allows revoking the
 * refresh token with the access token). The API refuses tokens whose grant no longer exists, so the token
 * stops working at once. Why the grant and not a list of revoked token ids: the grant is already what logout,
 * refresh-token reuse and password reset delete, so there is one rule ("a token lives while its session does")
 * and no second store to keep and purge. Anything that does not verify gets the same empty 200 as an unknown
 * token (RFC 7009 §2.2), so the endpoint tells a caller nothing about tokens it does not hold.
 */
export function createAccessTokenRevocation(deps: AccessTokenRevocationDeps): KoaMiddleware {
  const { provider, db, verifyAccessToken, corsOrigins } = deps;
  const path = provider.pathFor('revocation', { mountPath: '' });

  return async function revokeAccessToken(ctx, next) {
    if (ctx.path !== path || ctx.method !== 'POST' || ctx.get('Authorization')) return next();
    const type = ctx.get('Content-Type').split(';')[0]?.trim().toLowerCase();
    const length = Number(ctx.get('Content-Length'));
    if (type !== FORM_MEDIA_TYPE || !Number.isSafeInteger(length) || length <= 0 || length > PROVIDER_BODY_LIMIT)
      return next();

    let body: Buffer;
    try {
      body = await readExactly(ctx.req, length);
    } catch {
      ctx.status = 400;
      ctx.body = { error: 'invalid_request', error_description: 'failed to parse the request body' };
      return;
    }
    const form = new URLSearchParams(body.toString('utf8'));
    const token = form.get('token');
    const clientId = form.get('client_id');
    const single = (name: string) => form.getAll(name).length === 1;
    const client = token && clientId && JWS.test(token) ? await provider.Client.find(clientId) : undefined;
    if (!client || client.clientAuthMethod !== 'none' || !single('token') || !single('client_id')) {
      ctx.req.unshift(body);
      return next();
    }

    ctx.set('Cache-Control', 'no-store');
    if (!allowAppOrigin(ctx, corsOrigins)) return;

    const claims = await verifyAccessToken(token!).catch(() => undefined);
    if (claims?.grantId && claims.clientId === client.clientId) {
      await destroyGrant(db, claims.grantId);
      provider.emit('grant.revoked', ctx, claims.grantId);
    }
    ctx.status = 200;
    ctx.body = '';
  };
}
