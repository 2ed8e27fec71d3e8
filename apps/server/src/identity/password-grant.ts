import { messagesEn } from '@harta/contracts/messages';
import type Provider from 'oidc-provider';
import type { TokenEndpointGrantContext } from 'oidc-provider';
import type { Db } from '../db/connection';
import { toAccount } from './account';
import { checkCredentials, type CredentialCheckOptions } from './check-credentials';
import type { OidcProviderRuntime } from './load-oidc-provider';
import type { IdentityLogger } from './logger';
import { issueTokenSet, resolveGrantScopes } from './issue-token-set';
import { API_RESOURCE } from './scopes';

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

/**
 * The resource-owner password grant (the app's login, spec section 7). oidc-provider has no built-in
 * one, so this handler builds what the other grants build: a Grant, a JWT access token for the API,
 * a refresh token (with offline_access) that the built-in refresh_token grant rotates, and an ID token.
 * Errors: wrong credentials → invalid_grant 'Invalid username or password';
 * a locked account → account_locked with the spec's lockout message.
 */
export function createPasswordGrant(deps: PasswordGrantDeps) {
  const { provider, errors, db, logger } = deps;

  return async function passwordGrant(ctx: TokenEndpointGrantContext<PasswordGrantParams>): Promise<void> {
    const { params, client } = ctx.oidc;
    if (!params.username || !params.password) {
      throw new errors.InvalidRequest('missing required parameter(s) (username, password)');
    }
    if (params.resource !== undefined && params.resource !== API_RESOURCE) {
      throw new errors.InvalidTarget();
    }
    const scopes = resolveGrantScopes(params.scope, client, errors);

    const check = await checkCredentials(db, params.username, params.password, deps);
    if (check.outcome === 'locked') {
      if (check.justLocked) logger.warn({ userId: check.user.id }, 'identity: account locked after failed logins');
      throw new errors.CustomOIDCProviderError('account_locked', messagesEn['auth.lockout']);
    }
    if (check.outcome === 'invalid') {
      throw new errors.CustomOIDCProviderError('invalid_grant', messagesEn['auth.invalidCredentials']);
    }

    const { body } = await issueTokenSet(provider, {
      ctx,
      account: toAccount(check.user),
      client,
      scopes,
      gty: PASSWORD_GRANT_TYPE,
      amr: ['pwd'],
      authTime: epoch(deps.now?.() ?? new Date()),
      accessTokenTtlSeconds: deps.accessTokenTtlSeconds,
    });
    ctx.body = body;
  };
}
