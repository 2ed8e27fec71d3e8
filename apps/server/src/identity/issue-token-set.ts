import type Provider from 'oidc-provider';
import type { Client, KoaContextWithOIDC, ResourceServer } from 'oidc-provider';
import type { IdentityAccount } from './account';
import type { OidcProviderRuntime } from './load-oidc-provider';
import { API_RESOURCE, DEFAULT_SCOPES, OIDC_SCOPES, SUPPORTED_SCOPES } from './scopes';

/** The token endpoint's answer for a login (OAuth 2.0 field names). */
export interface TokenSetBody {
  access_token: string;
  expires_in: number;
  token_type: string;
  id_token?: string;
  refresh_token?: string;
  scope: string;
}

/**
 * The scopes a custom grant asks for: the app's defaults when `scope` is absent, never one the provider does not
 * know or the client may not ask for. Checked before a grant spends anything single use.
 */
export function resolveGrantScopes(
  scope: string | undefined,
  client: Client,
  errors: OidcProviderRuntime['errors'],
): string[] {
  const requested = scope ? [...new Set(scope.split(' ').filter(Boolean))] : [...DEFAULT_SCOPES];
  const unsupported = requested.filter((s) => !SUPPORTED_SCOPES.has(s));
  if (unsupported.length > 0) throw new errors.InvalidScope('requested scope is not supported', unsupported.join(' '));
  const allowed = new Set(client.scope?.split(' ') ?? SUPPORTED_SCOPES);
  const notAllowed = requested.filter((s) => !allowed.has(s));
  if (notAllowed.length > 0) throw new errors.InvalidScope('requested scope is not allowed', notAllowed.join(' '));
  return requested;
}

export interface TokenSetRequest {
  /** The token request, when the tokens answer one (a grant); absent for logins verified outside the provider. */
  ctx?: KoaContextWithOIDC;
  account: IdentityAccount;
  client: Client;
  scopes: string[];
  /** Recorded on the tokens (`gty`), so logs and refreshes show which login started the chain. */
  gty: string;
  /** RFC 8176 methods, when the login proves one. */
  amr?: string[];
  /** When the user proved who they are. */
  authTime: Date;
  /** The API as a resource server (scopes, lifetime, signing; see apiResourceServer). */
  apiResource: ResourceServer;
  /**
   * Work to store with the tokens, started in the same turn as their saves so that it can join their statement
   * (upsert-batcher's companions): the password login's lockout settlement and audit entry.
   */
  alongside?: (grantId: string) => Promise<void>;
}

const accountOfAccessToken = new WeakMap<object, IdentityAccount>();

/**
 * The account an access token being issued here belongs to, so its claims (extraTokenClaims) need no second
 * lookup, also when no provider request is in flight to carry the account (device logins, the password fast path).
 */
export function accountIssuedFor(token: object): IdentityAccount | undefined {
  return accountOfAccessToken.get(token);
}

/** Gives a new grant its id now (oidc-provider would at save time); the typings mark `jti` read-only. */
function assignId(grant: InstanceType<Provider['Grant']>): string {
  const model = grant as unknown as { jti?: string; generateTokenId(): string };
  model.jti ??= model.generateTokenId();
  return model.jti;
}

/**
 * What every login grant hands out, built the way oidc-provider's own grants build it: a Grant, a JWT access token
 * for the API, a refresh token (with offline_access) that the built-in refresh_token grant rotates, and an ID token.
 * Used by the password and hand-off grants, and by the device (biometric) login (ADR 0002).
 */
export async function issueTokenSet(
  provider: Provider,
  request: TokenSetRequest,
): Promise<{ body: TokenSetBody; grantId: string }> {
  const { ctx, account, client, scopes } = request;
  ctx?.oidc.entity('Account', account);

  const resourceServer = new provider.ResourceServer(API_RESOURCE, request.apiResource);
  const oidcScopes = scopes.filter((s) => OIDC_SCOPES.has(s));
  const apiScopes = scopes.filter((s) => resourceServer.scopes.has(s));

  const grant = new provider.Grant({ accountId: account.accountId, clientId: client.clientId });
  if (oidcScopes.length > 0) grant.addOIDCScope(oidcScopes);
  grant.addResourceScope(API_RESOURCE, apiScopes);
  // The id is known before the grant is saved, so the grant and every token are made at the same time: the
  // signatures run side by side on the thread pool and the rows go out as one statement (see upsert-batcher).
  const grantId = assignId(grant);
  ctx?.oidc.entity('Grant', grant);

  const at = new provider.AccessToken({ accountId: account.accountId, client, grantId, gty: request.gty });
  at.resourceServer = resourceServer;
  at.scope = grant.getResourceScopeFiltered(API_RESOURCE, apiScopes);
  accountOfAccessToken.set(at, account);
  ctx?.oidc.entity('AccessToken', at);

  let rt: InstanceType<Provider['RefreshToken']> | undefined;
  if (scopes.includes('offline_access') && client.grantTypeAllowed('refresh_token')) {
    rt = new provider.RefreshToken({
      accountId: account.accountId,
      client,
      grantId,
      gty: request.gty,
      scope: scopes.join(' '),
      resource: API_RESOURCE,
      rotations: 0,
      authTime: Math.floor(request.authTime.getTime() / 1000),
      ...(request.amr ? { amr: request.amr } : {}),
      // No browser session exists with these grants, so the chain must not depend on one.
      expiresWithSession: false,
    });
    ctx?.oidc.entity('RefreshToken', rt);
  }

  const issueIdToken = async () => {
    if (!scopes.includes('openid')) return undefined;
    const claims = await account.claims('id_token', oidcScopes.join(' '), {}, []);
    // Outside a request the ID token takes its audience and signing preferences from the client itself.
    const token = new provider.IdToken(claims, ctx ? { ctx } : ({ client } as never));
    // Claims are released by this scope; the typings omit the property.
    Object.assign(token, { scope: grant.getOIDCScopeFiltered(new Set(oidcScopes)) });
    return token.issue({ use: 'idtoken' });
  };

  const [, accessToken, refreshToken, idToken] = await Promise.all([
    grant.save(),
    at.save(),
    rt?.save(),
    issueIdToken(),
    request.alongside?.(grantId),
  ]);

  const body: TokenSetBody = {
    access_token: accessToken,
    expires_in: at.expiration,
    token_type: at.tokenType,
    ...(idToken ? { id_token: idToken } : {}),
    ...(refreshToken ? { refresh_token: refreshToken } : {}),
    scope: scopes.join(' '),
  };
  return { body, grantId };
}
