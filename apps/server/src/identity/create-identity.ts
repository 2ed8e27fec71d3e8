import type { FastifyPluginAsync } from 'fastify';
import type Provider from 'oidc-provider';
import type { Db } from '../db/connection';
import { createAccessTokenVerifier, type AccessTokenClaims } from './access-token';
import { createDbAdapter, purgeExpiredPayloads } from './db-adapter';
import { loadSigningKeys, toPublicJwk } from './key-store';
import { loadOidcProvider } from './load-oidc-provider';
import type { IdentityLogger } from './logger';
import { mountProvider } from './mount-fastify';
import { createHandoffGrant, HANDOFF_GRANT_PARAMETERS, HANDOFF_GRANT_TYPE } from './handoff-grant';
import { createPasswordGrant, PASSWORD_GRANT_PARAMETERS, PASSWORD_GRANT_TYPE } from './password-grant';
import { buildProviderConfiguration } from './provider-config';
import { createUserinfoMiddleware } from './userinfo';
import { watchProviderEvents } from './provider-events';

export type { AccessTokenClaims } from './access-token';

export interface IdentityOptions {
  /** Public URL of the identity server, e.g. 'http://localhost:8080/identity'; its path is the mount point. */
  issuer: string;
  db: Db;
  logger: IdentityLogger;
  accessTokenTtlSeconds: number;
  /** Lifetime of a refresh chain from its first token; rotation does not extend it. */
  refreshTokenAbsoluteTtlSeconds: number;
  /** When set, a refresh token unused this long expires even inside the absolute lifetime. */
  refreshTokenIdleTtlSeconds?: number;
  /** App origins allowed to call the token, revocation and userinfo endpoints from a browser. */
  corsOrigins: string[];
  /** Keys that sign the provider's cookies (only the logout flow sets any). */
  cookieKeys: string[];
  /** Redirect and post-logout redirect URIs of the app client. */
  clientRedirectUris: string[];
}

export interface Identity {
  provider: Provider;
  /** Fastify plugin: mounts the provider at the issuer's path ('/identity'). Register without a prefix. */
  plugin: FastifyPluginAsync;
  /** Verifies a bearer access token (signature via the local key set, iss, aud = API resource, exp). Throws on anything invalid. */
  verifyAccessToken(token: string): Promise<AccessTokenClaims>;
  /** Public JWKS (for benchmarks/tests). */
  jwks(): { keys: object[] };
}

export async function createIdentity(opts: IdentityOptions): Promise<Identity> {
  const { Provider: OidcProvider, errors, trackRequest } = await loadOidcProvider();

  const signingKeys = await loadSigningKeys(opts.db);
  const publicKeys = signingKeys.map(toPublicJwk);
  const verifyAccessToken = createAccessTokenVerifier(opts.issuer, publicKeys);

  await purgeExpiredPayloads(opts.db).catch((err: unknown) =>
    opts.logger.warn({ err }, 'identity: could not purge expired provider rows'),
  );

  const adapter = createDbAdapter(opts.db, {
    alreadyConsumed: (kind) => new errors.InvalidGrant(`${kind} already used`),
  });

  const provider = new OidcProvider(
    opts.issuer,
    buildProviderConfiguration({
      db: opts.db,
      errors,
      adapter,
      signingKeys,
      accessTokenTtlSeconds: opts.accessTokenTtlSeconds,
      refreshTokenAbsoluteTtlSeconds: opts.refreshTokenAbsoluteTtlSeconds,
      refreshTokenIdleTtlSeconds: opts.refreshTokenIdleTtlSeconds,
      corsOrigins: opts.corsOrigins,
      cookieKeys: opts.cookieKeys,
      clientRedirectUris: opts.clientRedirectUris,
    }),
  );
  // Behind a load balancer the public scheme and host arrive in X-Forwarded-* headers.
  provider.proxy = true;

  provider.registerGrantType(
    PASSWORD_GRANT_TYPE,
    createPasswordGrant({
      provider,
      errors,
      db: opts.db,
      logger: opts.logger,
      accessTokenTtlSeconds: opts.accessTokenTtlSeconds,
    }),
    PASSWORD_GRANT_PARAMETERS,
  );
  provider.registerGrantType(
    HANDOFF_GRANT_TYPE,
    createHandoffGrant({
      provider,
      errors,
      db: opts.db,
      logger: opts.logger,
      accessTokenTtlSeconds: opts.accessTokenTtlSeconds,
    }),
    HANDOFF_GRANT_PARAMETERS,
  );
  provider.use(createUserinfoMiddleware({ provider, db: opts.db, verifyAccessToken, corsOrigins: opts.corsOrigins }));
  watchProviderEvents(provider, opts.logger);

  return {
    provider,
    plugin: mountProvider(provider, trackRequest),
    verifyAccessToken,
    jwks: () => ({ keys: publicKeys.map((key) => ({ ...key })) }),
  };
}
