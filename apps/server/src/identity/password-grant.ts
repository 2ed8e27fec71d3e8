import { messagesEn } from '@harta/contracts/messages';
import type Provider from 'oidc-provider';
import type { TokenEndpointGrantContext } from 'oidc-provider';
import type { Db } from '../db/connection';
import { toAccount } from './account';
import { checkCredentials, type CredentialCheckOptions } from './check-credentials';
import type { OidcProviderRuntime } from './load-oidc-provider';
import type { IdentityLogger } from './logger';
import { API_RESOURCE, DEFAULT_SCOPES, OIDC_SCOPES, SUPPORTED_SCOPES, apiResourceServer } from './scopes';

export const PASSWORD_GRANT_TYPE = 'password';
export const PASSWORD_GRANT_PARAMETERS = ['username', 'password', 'scope', 'resource'] as const;

interface PasswordGrantParams {
  username?: string;
  password?: string;
}

export interface PasswordGrantDeps extends CredentialCheckOptions {
  provider: Provider;
  errors: OidcProviderRuntime['errors'];
  db: Db;
  logger: IdentityLogger;
  accessTokenTtlSeconds: number;
}

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

/** Gives a new grant its id now (oidc-provider would at save time); the typings mark `jti` read-only. */
function assignId(grant: InstanceType<Provider['Grant']>): string {
  const model = grant as unknown as { jti?: string; generateTokenId(): string };
  model.jti ??= model.generateTokenId();
  return model.jti;
}

/**
 * The resource-owner password grant (the app's login, spec section 7). oidc-provider has no built-in
 * one, so this handler builds what the other grants build: a Grant, a JWT access token for the API,
 * a refresh token (with offline_access) that the built-in refresh_token grant rotates, and an ID token.
 * Errors: wrong credentials → invalid_grant 'Invalid username or password';
 * a locked account → account_locked with the spec's lockout message.
 */
export function createPasswordGrant(deps: PasswordGrantDeps) {
  const { provider, errors, db, logger } = deps;

  function requestedScopes(scope: string | undefined): string[] {
    const requested = scope ? [...new Set(scope.split(' ').filter(Boolean))] : [...DEFAULT_SCOPES];
    const unsupported = requested.filter((s) => !SUPPORTED_SCOPES.has(s));
    if (unsupported.length > 0) {
      throw new errors.InvalidScope('requested scope is not supported', unsupported.join(' '));
    }
    return requested;
  }

  return async function passwordGrant(ctx: TokenEndpointGrantContext<PasswordGrantParams>): Promise<void> {
    const { params, client } = ctx.oidc;
    if (!params.username || !params.password) {
      throw new errors.InvalidRequest('missing required parameter(s) (username, password)');
    }
    if (params.resource !== undefined && params.resource !== API_RESOURCE) {
      throw new errors.InvalidTarget();
    }
    const scopes = requestedScopes(params.scope);
    const allowed = new Set(client.scope?.split(' ') ?? SUPPORTED_SCOPES);
    const notAllowed = scopes.filter((s) => !allowed.has(s));
    if (notAllowed.length > 0) throw new errors.InvalidScope('requested scope is not allowed', notAllowed.join(' '));

    const check = await checkCredentials(db, params.username, params.password, deps);
    if (check.outcome === 'locked') {
      if (check.justLocked) logger.warn({ userId: check.user.id }, 'identity: account locked after failed logins');
      throw new errors.CustomOIDCProviderError('account_locked', messagesEn['auth.lockout']);
    }
    if (check.outcome === 'invalid') {
      throw new errors.CustomOIDCProviderError('invalid_grant', messagesEn['auth.invalidCredentials']);
    }

    const account = toAccount(check.user);
    ctx.oidc.entity('Account', account);
    const authTime = epoch(deps.now?.() ?? new Date());

    const resourceServer = new provider.ResourceServer(API_RESOURCE, apiResourceServer(deps.accessTokenTtlSeconds));
    const oidcScopes = scopes.filter((s) => OIDC_SCOPES.has(s));
    const apiScopes = scopes.filter((s) => resourceServer.scopes.has(s));

    const grant = new provider.Grant({ accountId: account.accountId, clientId: client.clientId });
    if (oidcScopes.length > 0) grant.addOIDCScope(oidcScopes);
    grant.addResourceScope(API_RESOURCE, apiScopes);
    // The id is known before the grant is saved, so the grant and every token are made at the same time: the
    // signatures run side by side on the thread pool and the two rows go out as one statement (see
    // upsert-batcher).
    const grantId = assignId(grant);
    ctx.oidc.entity('Grant', grant);

    const at = new provider.AccessToken({
      accountId: account.accountId,
      client,
      grantId,
      gty: PASSWORD_GRANT_TYPE,
    });
    at.resourceServer = resourceServer;
    at.scope = grant.getResourceScopeFiltered(API_RESOURCE, apiScopes);
    ctx.oidc.entity('AccessToken', at);

    let rt: InstanceType<Provider['RefreshToken']> | undefined;
    if (scopes.includes('offline_access') && client.grantTypeAllowed('refresh_token')) {
      rt = new provider.RefreshToken({
        accountId: account.accountId,
        client,
        grantId,
        gty: PASSWORD_GRANT_TYPE,
        scope: scopes.join(' '),
        resource: API_RESOURCE,
        rotations: 0,
        authTime,
        amr: ['pwd'],
        // No browser session exists with this grant, so the chain must not depend on one.
        expiresWithSession: false,
      });
      ctx.oidc.entity('RefreshToken', rt);
    }

    const issueIdToken = async () => {
      if (!scopes.includes('openid')) return undefined;
      const token = new provider.IdToken(await account.claims('id_token', oidcScopes.join(' '), {}, []), { ctx });
      // Claims are released by this scope; the typings omit the property.
      Object.assign(token, { scope: grant.getOIDCScopeFiltered(new Set(oidcScopes)) });
      return token.issue({ use: 'idtoken' });
    };

    const [, accessToken, refreshToken, idToken] = await Promise.all([
      grant.save(),
      at.save(),
      rt?.save(),
      issueIdToken(),
    ]);

    ctx.body = {
      access_token: accessToken,
      expires_in: at.expiration,
      token_type: at.tokenType,
      ...(idToken ? { id_token: idToken } : {}),
      ...(refreshToken ? { refresh_token: refreshToken } : {}),
      scope: scopes.join(' '),
    };
  };
}
