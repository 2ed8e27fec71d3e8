import { messagesEn } from '@harta/contracts/messages';
import { OTP_GRANT_PARAMETER, SecondFactorGrantErrors } from '@harta/contracts/second-factor';
import type Provider from 'oidc-provider';
import type { Client, KoaContextWithOIDC, ResourceServer, TokenEndpointGrantContext } from 'oidc-provider';
import type { Db } from '../db/connection';
import { toAccount } from './account';
import { REQUEST_ID_HEADER } from '../plugins/request-id';
import { checkCredentials, type CredentialCheck, type CredentialCheckOptions } from './check-credentials';
import type { OidcProviderRuntime } from './load-oidc-provider';
import type { IdentityLogger } from './logger';
import { issueTokenSet, resolveGrantScopes, type TokenSetBody } from './issue-token-set';
import { DEFAULT_LOCKOUT_POLICY, releaseLoginAttempt } from './lockout';
import { auditPasswordRefusal, recordSuccessfulLogin } from './password-login-audit';
import { checkSecondFactor } from './second-factor-gate';
import type { PayloadWrites } from './upsert-batcher';
import type { SecondFactorKey } from './second-factor-secret';
import { API_RESOURCE } from './scopes';

export const PASSWORD_GRANT_TYPE = 'password';
/** `otp`: the second factor's code or a recovery code (second-factor-gate.ts). */
export const PASSWORD_GRANT_PARAMETERS = ['username', 'password', 'scope', 'resource', OTP_GRANT_PARAMETER] as const;

export interface PasswordGrantParams {
  username?: string | undefined;
  password?: string | undefined;
  scope?: string | undefined;
  resource?: string | string[] | undefined;
  otp?: string | undefined;
}

export interface PasswordGrantDeps extends CredentialCheckOptions {
  provider: Provider;
  errors: OidcProviderRuntime['errors'];
  db: Db;
  logger: IdentityLogger;
  apiResource: ResourceServer;
  /** Opens second-factor secrets (second-factor-secret.ts). */
  secondFactorKey: SecondFactorKey;
  /** The provider adapter's batched writes, which a login's settlement and audit entry join (upsert-batcher). */
  payloadWrites: PayloadWrites;
}

/** Where a login came from: the provider's request when the provider runs the grant, and the request id. */
export interface PasswordLoginRequest {
  ctx?: KoaContextWithOIDC | undefined;
  requestId?: string | undefined;
}

/**
 * One password login, start to finish: the rules of the resource-owner password grant (the app's login, spec
 * section 7), answering the token set or throwing the provider's OAuth error. Shared by the grant the provider
 * runs and by the token endpoint's fast path (password-fast-path), so both answer alike.
 * - wrong credentials → invalid_grant 'Invalid username or password';
 * - a locked account → account_locked with the spec's lockout message;
 * - a right password of an account with a second factor (every staff member) → mfa_required or
 *   mfa_enrollment_required without `otp`, mfa_invalid or mfa_replayed for a wrong or used code; a wrong code is a
 *   failed attempt of the lockout, and the one that reaches the limit answers account_locked (second-factor-gate);
 * - every attempt that reaches the credential check is audited (password-login-audit).
 * The request-level checks the provider makes before any grant (client, CORS, repeated parameters, scope syntax)
 * are not repeated here: the fast path makes them itself.
 */
export type PasswordLogin = (
  params: PasswordGrantParams,
  client: Client,
  request?: PasswordLoginRequest,
) => Promise<TokenSetBody>;

const SECOND_FACTOR_MESSAGES = {
  [SecondFactorGrantErrors.required]: 'secondFactor.required',
  [SecondFactorGrantErrors.enrollmentRequired]: 'secondFactor.enrollmentRequired',
  [SecondFactorGrantErrors.invalid]: 'secondFactor.invalid',
  [SecondFactorGrantErrors.replayed]: 'secondFactor.replayed',
} as const;

/** The user a refused credential check names, when it names one. */
function userIdOf(check: Exclude<CredentialCheck, { outcome: 'ok' }>): string | undefined {
  return check.outcome === 'invalid' ? check.userId : check.user?.id;
}

export function createPasswordLogin(deps: PasswordGrantDeps): PasswordLogin {
  const { provider, errors, db, logger } = deps;

  return async function passwordLogin(params, client, request = {}) {
    const { ctx, requestId } = request;
    if (!params.username || !params.password) {
      throw new errors.InvalidRequest('missing required parameter(s) (username, password)');
    }
    if (params.resource !== undefined && params.resource !== API_RESOURCE) {
      throw new errors.InvalidTarget();
    }
    const scopes = resolveGrantScopes(params.scope, client, errors);

    const check = await checkCredentials(db, params.username, params.password, deps);
    if (check.outcome !== 'ok') {
      // A wrong password for a real account is worth naming the account (checkCredentials found it anyway).
      await auditPasswordRefusal(db, { outcome: check.outcome, userId: userIdOf(check), requestId });
    }
    if (check.outcome === 'locked') {
      if (check.justLocked) logger.warn({ userId: check.user.id }, 'identity: account locked after failed logins');
      throw new errors.CustomOIDCProviderError('account_locked', messagesEn['auth.lockout']);
    }
    if (check.outcome === 'invalid') {
      throw new errors.CustomOIDCProviderError('invalid_grant', messagesEn['auth.invalidCredentials']);
    }

    const now = deps.now?.() ?? new Date();
    const factor = await checkSecondFactor(db, check.user, params.otp, { key: deps.secondFactorKey, now });
    if (factor.outcome === 'refuse') {
      const policy = deps.policy ?? DEFAULT_LOCKOUT_POLICY;
      const locked = factor.counts && check.attempt >= policy.maxAttempts;
      await auditPasswordRefusal(db, { outcome: locked ? 'locked' : factor.error, userId: check.user.id, requestId });
      if (!factor.counts) await releaseLoginAttempt(db, params.username, now, policy);
      if (locked) {
        logger.warn({ userId: check.user.id }, 'identity: account locked after failed second-factor codes');
        throw new errors.CustomOIDCProviderError('account_locked', messagesEn['auth.lockout']);
      }
      throw new errors.CustomOIDCProviderError(factor.error, messagesEn[SECOND_FACTOR_MESSAGES[factor.error]]);
    }

    const { body } = await issueTokenSet(provider, {
      ...(ctx ? { ctx } : {}),
      account: toAccount(check.user),
      client,
      scopes,
      gty: PASSWORD_GRANT_TYPE,
      amr: factor.amr,
      authTime: now,
      apiResource: deps.apiResource,
      // Settled and audited in the same statement as the grant and refresh token are stored.
      alongside: (grantId) =>
        recordSuccessfulLogin(deps.payloadWrites, {
          username: params.username!,
          attempt: check.attempt,
          userId: check.user.id,
          grantId,
          requestId,
          ...(deps.now ? { now: deps.now() } : {}),
          ...(deps.policy ? { policy: deps.policy } : {}),
        }),
    });
    return body;
  };
}

/** The password grant as oidc-provider registers it (oidc-provider has no built-in one). */
export function createPasswordGrant(login: PasswordLogin) {
  return async function passwordGrant(ctx: TokenEndpointGrantContext<PasswordGrantParams>): Promise<void> {
    const requestId = ctx.response.get(REQUEST_ID_HEADER) || undefined;
    ctx.body = await login(ctx.oidc.params, ctx.oidc.client, { ctx, requestId });
  };
}
