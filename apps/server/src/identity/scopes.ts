import { API_SCOPE, APP_SCOPES } from '@harta/contracts/constants';
import type { ResourceServer } from 'oidc-provider';
import { ACCESS_TOKEN_ALG } from './key-store';

/** OpenID Connect scopes and the claims each releases (ID token and userinfo). */
export const CLAIMS_BY_SCOPE = {
  openid: ['sub'],
  // The app asks for profile but not email (spec section 7), yet shows the e-mail: profile carries it.
  profile: ['name', 'email'],
  email: ['email'],
  roles: ['role'],
} as const;

export const OIDC_SCOPES: ReadonlySet<string> = new Set([...Object.keys(CLAIMS_BY_SCOPE), 'offline_access']);

/**
 * The product API is the one resource server; its identifier is also the token audience and a scope.
 * Its access tokens also carry the OIDC scopes whose claims userinfo may return, as the app reads
 * userinfo with that same token (see userinfo.ts).
 */
export const API_RESOURCE = API_SCOPE;
export const API_TOKEN_SCOPES: ReadonlySet<string> = new Set(['openid', 'profile', 'email', 'roles', API_SCOPE]);

export const SUPPORTED_SCOPES: ReadonlySet<string> = new Set([...OIDC_SCOPES, API_SCOPE]);

/**
 * RFC 6749 §3.3: scope tokens of printable ASCII but `"` and `\`, separated by single spaces; the check
 * oidc-provider's token endpoint makes before any grant runs ('scope contains invalid characters').
 */
const SCOPE_SYNTAX = /^[\x21\x23-\x5B\x5D-\x7E]+(?: [\x21\x23-\x5B\x5D-\x7E]+)*$/u;

export function isValidScopeSyntax(scope: string | undefined): boolean {
  return scope === undefined || SCOPE_SYNTAX.test(scope);
}

/** What a password grant without `scope` gets: what the app asks for anyway. */
export const DEFAULT_SCOPES: readonly string[] = APP_SCOPES;

/** How the API's access tokens are made: built once at start, used by the provider and by our own grants. */
export function apiResourceServer(accessTokenTtlSeconds: number, signing: { kid: string | undefined }): ResourceServer {
  return {
    scope: [...API_TOKEN_SCOPES].join(' '),
    audience: API_RESOURCE,
    accessTokenFormat: 'jwt',
    accessTokenTTL: accessTokenTtlSeconds,
    // The provider signs with the private key of this kid from its own key set (its JWKS publishes the public half).
    jwt: { sign: { alg: ACCESS_TOKEN_ALG, ...(signing.kid ? { kid: signing.kid } : {}) } },
  };
}
