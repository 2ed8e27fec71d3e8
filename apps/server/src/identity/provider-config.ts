import { APP_CLIENT_ID } from '@harta/contracts/constants';
import type { JWK } from 'jose';
import type {
  AdapterConstructor,
  ClientMetadata,
  Configuration,
  ExternalSigningKey,
  KoaContextWithOIDC,
  ResourceServer,
} from 'oidc-provider';
import type { Db } from '../db/connection';
import type { ClientCorsRule } from './client-cors';
import { findAccount, type IdentityAccount } from './account';
import { accountIssuedFor } from './issue-token-set';
import { ID_TOKEN_ALG } from './key-store';
import { EXTERNAL_SIGNING_ACK } from './synchronous-signing-key';
import type { OidcProviderRuntime } from './load-oidc-provider';
import { HANDOFF_GRANT_TYPE } from './handoff-grant';
import { PASSWORD_GRANT_TYPE } from './password-grant';
import { API_RESOURCE, CLAIMS_BY_SCOPE, SUPPORTED_SCOPES } from './scopes';

export interface ProviderSettings {
  db: Db;
  errors: OidcProviderRuntime['errors'];
  adapter: AdapterConstructor;
  /** The asymmetric keys, as synchronous signers where they can be (synchronous-signing-key). */
  signingKeys: Array<JWK | ExternalSigningKey>;
  accessTokenTtlSeconds: number;
  /** The API as a resource server (see apiResourceServer). */
  apiResource: ResourceServer;
  refreshTokenAbsoluteTtlSeconds: number;
  refreshTokenIdleTtlSeconds?: number | undefined;
  /** Which browser origins may call the token and revocation endpoints for a client (see client-cors). */
  clientCors: ClientCorsRule;
  cookieKeys: string[];
  clientRedirectUris: string[];
  /** Whether this refresh rotates its token: always, but for a duplicate answered within the grace (refresh-grace). */
  rotateRefreshToken: (ctx: KoaContextWithOIDC) => boolean;
}

const epochNow = () => Math.floor(Date.now() / 1000);

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`;
}

/**
 * The web and native app: a public client that logs in with the password grant (or, to continue a registration
 * on another device, the hand-off grant) and refreshes.
 */
function appClient(redirectUris: string[]): ClientMetadata {
  return {
    client_id: APP_CLIENT_ID,
    token_endpoint_auth_method: 'none',
    grant_types: [PASSWORD_GRANT_TYPE, HANDOFF_GRANT_TYPE, 'refresh_token'],
    response_types: [],
    redirect_uris: redirectUris,
    post_logout_redirect_uris: redirectUris,
    scope: [...SUPPORTED_SCOPES].join(' '),
    // The default would be RS256; see key-store for why tokens use ES256.
    id_token_signed_response_alg: ID_TOKEN_ALG,
  };
}

export function buildProviderConfiguration(settings: ProviderSettings): Configuration {
  const { db, errors } = settings;
  const absoluteTtl = settings.refreshTokenAbsoluteTtlSeconds;
  const idleTtl = settings.refreshTokenIdleTtlSeconds;

  return {
    adapter: settings.adapter,
    clients: [appClient(settings.clientRedirectUris)],
    // What discovery advertises is what works (ADR 0006): no authorization endpoint flows (so no response type, no
    // authorization_code or implicit grant), public clients only, ID tokens in the one algorithm the client uses.
    responseTypes: [],
    clientAuthMethods: ['none'],
    clientDefaults: { id_token_signed_response_alg: ID_TOKEN_ALG },
    enabledJWA: { idTokenSigningAlgValues: [ID_TOKEN_ALG] },
    jwks: { keys: settings.signingKeys },
    cookies: { keys: settings.cookieKeys },
    scopes: [...SUPPORTED_SCOPES],
    claims: Object.fromEntries(Object.entries(CLAIMS_BY_SCOPE).map(([scope, claims]) => [scope, [...claims]])),
    findAccount: (_ctx, sub) => findAccount(db, sub),

    // The API reads the role list and e-mail straight from the access token (GUIDE section 5), and the grant
    // (`gid`) to refuse the token as soon as its session ends (logout, reuse, password reset), not at expiry.
    async extraTokenClaims(ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const current = (ctx?.oidc?.entities.Account as IdentityAccount | undefined) ?? accountIssuedFor(token);
      const user =
        current?.accountId === token.accountId ? current.user : (await findAccount(db, token.accountId))?.user;
      return user ? { role: [...user.roles], email: user.email, gid: token.grantId } : undefined;
    },

    clientBasedCORS: (_ctx, origin, client) => settings.clientCors(origin, client),

    // Every refresh spends its token; presenting a spent one revokes the whole grant (oidc-provider does this),
    // unless it is a duplicate within the grace (refresh-grace), answered with the token it was already rotated to.
    rotateRefreshToken: settings.rotateRefreshToken,
    issueRefreshToken: async (_ctx, client, source) =>
      client.grantTypeAllowed('refresh_token') && source.scopes.has('offline_access'),

    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? settings.accessTokenTtlSeconds,
      IdToken: settings.accessTokenTtlSeconds,
      // Absolute lifetime counted from the chain's first token (iiat survives rotation); the idle limit,
      // when set, only ever shortens it.
      RefreshToken: (_ctx, token) => {
        const remaining = absoluteTtl - (epochNow() - (token.iiat ?? epochNow()));
        return Math.max(1, Math.min(remaining, idleTtl ?? remaining));
      },
      Grant: absoluteTtl,
      Session: absoluteTtl,
      Interaction: 600,
      AuthorizationCode: 60,
    },

    features: {
      devInteractions: { enabled: false },
      // Lets the keys sign in the calling thread instead of as WebCrypto jobs (synchronous-signing-key).
      externalSigningSupport: { enabled: true, ack: EXTERNAL_SIGNING_ACK },
      // Not offered: the app's grants neither check a proof nor bind their tokens, and the API takes bearer
      // tokens only; advertising DPoP would promise sender-constrained tokens that are not (ADR 0004).
      dPoP: { enabled: false },
      // Pushed authorization requests feed the authorization endpoint, which no client may use (ADR 0006).
      pushedAuthorizationRequests: { enabled: false },
      userinfo: { enabled: true },
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = page(
            'Sign out',
            `${form}<button form="op.logoutForm" name="logout" value="yes">Sign out</button>`,
          );
        },
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = page('Signed out', '<p>You are signed out.</p>');
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        // A refresh keeps the API audience instead of falling back to a userinfo-only opaque token.
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource === API_RESOURCE) return settings.apiResource;
          throw new errors.InvalidTarget();
        },
      },
    },

    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page(
        'Error',
        `<h1>${escapeHtml(String(out.error))}</h1><p>${escapeHtml(String(out.error_description ?? ''))}</p>`,
      );
    },
  };
}
