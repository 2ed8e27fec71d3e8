import type Provider from 'oidc-provider';

type KoaMiddleware = Parameters<Provider['use']>[0];

/**
 * Metadata about the authorization endpoint, which oidc-provider always lists but no client here may use: the
 * only client has no response type, and the provider is configured with none (ADR 0006). A library reading
 * discovery must not pick a flow that is bound to fail, so these are removed; `response_types_supported` stays,
 * empty, because RFC 8414 requires the member.
 */
export const AUTHORIZATION_ENDPOINT_METADATA = [
  'authorization_endpoint',
  'authorization_response_iss_parameter_supported',
  'claims_parameter_supported',
  'code_challenge_methods_supported',
  'request_parameter_supported',
  'request_uri_parameter_supported',
  'response_modes_supported',
] as const;

/** Where oidc-provider serves its metadata, below the issuer: OpenID Connect Discovery and RFC 8414. */
export const DISCOVERY_PATHS: ReadonlySet<string> = new Set([
  '/.well-known/openid-configuration',
  '/.well-known/oauth-authorization-server',
]);

/** Takes the authorization endpoint's metadata out of the discovery document (see AUTHORIZATION_ENDPOINT_METADATA). */
export function honestDiscovery(): KoaMiddleware {
  return async function discovery(ctx, next) {
    await next();
    if (!DISCOVERY_PATHS.has(ctx.path) || ctx.status !== 200 || typeof ctx.body !== 'object' || ctx.body === null)
      return;
    const body = ctx.body as Record<string, unknown>;
    for (const member of AUTHORIZATION_ENDPOINT_METADATA) delete body[member];
  };
}
