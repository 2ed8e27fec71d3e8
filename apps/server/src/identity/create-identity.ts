import type { FastifyPluginAsync } from 'fastify';
import type Provider from 'oidc-provider';
import type { ResourceServer } from 'oidc-provider';
import type { Db } from '../db/connection';
import type { CredentialCheckOptions } from './check-credentials';
import { clientCorsRule, refuseForeignPreflights } from './client-cors';
import { createAccessTokenVerifier, type AccessTokenClaims } from './access-token';
import { answerUnavailableDatabase } from './database-unavailable';
import { honestDiscovery } from './honest-discovery';
import { createAccessTokenRevocation } from './access-token-revocation';
import { createDbAdapter, purgeExpiredPayloads } from './db-adapter';
import { ACCESS_TOKEN_ALG, isPublishable, loadSigningKeys, toPublicJwk } from './key-store';
import { synchronousSigningKeys } from './synchronous-signing-key';
import { createUpsertBatcher } from './upsert-batcher';
import { loadOidcProvider } from './load-oidc-provider';
import { purgeSettledLoginAttempts } from './lockout';
import type { IdentityLogger } from './logger';
import { mountProvider } from './mount-fastify';
import { createHandoffGrant, HANDOFF_GRANT_PARAMETERS, HANDOFF_GRANT_TYPE } from './handoff-grant';
import {
  createPasswordGrant,
  createPasswordLogin,
  PASSWORD_GRANT_PARAMETERS,
  PASSWORD_GRANT_TYPE,
} from './password-grant';
import { createPasswordFastPath } from './password-fast-path';
import { createRefreshGrace, REFRESH_TOKEN_REUSE_GRACE_SECONDS } from './refresh-grace';
import { buildProviderConfiguration } from './provider-config';
import type { SecondFactorKey } from './second-factor-secret';
import { apiResourceServer } from './scopes';
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
  /** Opens second-factor secrets: secondFactorKeyFrom(config.files.encryptionKey) (second-factor-secret.ts). */
  secondFactorKey: SecondFactorKey;
  /** Replaces the argon2 check of password logins; tests count (and hold) verifications with it. */
  verifyPassword?: CredentialCheckOptions['verifyPassword'];
  /**
   * Answer plain password logins before the provider's pipeline (password-fast-path; default true). Off, every
   * login goes through oidc-provider: the differential test runs a second server this way to compare the two.
   */
  passwordFastPath?: boolean;
  /**
   * Seconds after a refresh token is spent during which a second request with it gets the same answer instead of
   * ending the session (refresh-grace; default REFRESH_TOKEN_REUSE_GRACE_SECONDS, 0 turns it off).
   */
  refreshTokenReuseGraceSeconds?: number;
}

export interface Identity {
  provider: Provider;
  /** Fastify plugin: mounts the provider at the issuer's path ('/identity'). Register without a prefix. */
  plugin: FastifyPluginAsync;
  /** Verifies a bearer access token (signature via the local key set, iss, aud = API resource, exp). Throws on anything invalid. */
  verifyAccessToken(token: string): Promise<AccessTokenClaims>;
  /** The API as a resource server: how its access tokens are made (for logins issued outside the provider). */
  apiResource: ResourceServer;
  /** Public JWKS (for benchmarks/tests). */
  jwks(): { keys: object[] };
}

export async function createIdentity(opts: IdentityOptions): Promise<Identity> {
  const { Provider: OidcProvider, ExternalSigningKey, errors, trackRequest } = await loadOidcProvider();

  const allKeys = await loadSigningKeys(opts.db);
  // The provider signs access and ID tokens with the asymmetric keys and publishes them (ADR 0007); an older
  // version's HS256 secret, if any, only checks the tokens it signed and is never published.
  const signingKeys = allKeys.filter(isPublishable);
  const publicKeys = signingKeys.map(toPublicJwk);
  const accessTokenKey = allKeys.find((key) => key.alg === ACCESS_TOKEN_ALG);
  if (!accessTokenKey) throw new Error(`identity: no ${ACCESS_TOKEN_ALG} key for access tokens`);
  const apiResource = apiResourceServer(opts.accessTokenTtlSeconds, { kid: accessTokenKey.kid });
  const verifyAccessToken = createAccessTokenVerifier(opts.issuer, allKeys);

  await purgeExpiredPayloads(opts.db).catch((err: unknown) =>
    opts.logger.warn({ err }, 'identity: could not purge expired provider rows'),
  );
  await purgeSettledLoginAttempts(opts.db).catch((err: unknown) =>
    opts.logger.warn({ err }, 'identity: could not purge settled login attempts'),
  );

  const refreshTokenReuseGraceSeconds = opts.refreshTokenReuseGraceSeconds ?? REFRESH_TOKEN_REUSE_GRACE_SECONDS;
  const payloadWrites = createUpsertBatcher(opts.db);
  const adapter = createDbAdapter(opts.db, {
    payloadWrites,
    alreadyConsumed: (kind) => new errors.InvalidGrant(`${kind} already used`),
    refreshTokenReuseGraceSeconds,
  });
  const refreshGrace = createRefreshGrace(opts.db, refreshTokenReuseGraceSeconds);

  const clientCors = clientCorsRule(opts.corsOrigins);
  const provider = new OidcProvider(
    opts.issuer,
    buildProviderConfiguration({
      db: opts.db,
      errors,
      adapter,
      signingKeys: synchronousSigningKeys(ExternalSigningKey, signingKeys),
      accessTokenTtlSeconds: opts.accessTokenTtlSeconds,
      apiResource,
      refreshTokenAbsoluteTtlSeconds: opts.refreshTokenAbsoluteTtlSeconds,
      refreshTokenIdleTtlSeconds: opts.refreshTokenIdleTtlSeconds,
      clientCors,
      cookieKeys: opts.cookieKeys,
      clientRedirectUris: opts.clientRedirectUris,
      rotateRefreshToken: refreshGrace.rotates,
    }),
  );
  refreshGrace.register(provider, errors);
  // Behind a load balancer the public scheme and host arrive in X-Forwarded-* headers; the mount hands the
  // provider only the values Fastify trusted under TRUST_PROXY (see mount-fastify), never a client's own.
  provider.proxy = true;

  const passwordLogin = createPasswordLogin({
    provider,
    errors,
    db: opts.db,
    logger: opts.logger,
    apiResource,
    secondFactorKey: opts.secondFactorKey,
    payloadWrites,
    ...(opts.verifyPassword ? { verifyPassword: opts.verifyPassword } : {}),
  });
  provider.registerGrantType(PASSWORD_GRANT_TYPE, createPasswordGrant(passwordLogin), PASSWORD_GRANT_PARAMETERS);
  provider.registerGrantType(
    HANDOFF_GRANT_TYPE,
    createHandoffGrant({
      provider,
      errors,
      db: opts.db,
      logger: opts.logger,
      apiResource,
    }),
    HANDOFF_GRANT_PARAMETERS,
  );
  // First of the provider's middleware: it wraps all the others.
  answerUnavailableDatabase(provider);
  provider.use(refuseForeignPreflights(provider, opts.corsOrigins));
  provider.use(honestDiscovery());
  provider.use(
    createAccessTokenRevocation({ provider, db: opts.db, verifyAccessToken, corsOrigins: opts.corsOrigins }),
  );
  provider.use(createUserinfoMiddleware({ provider, db: opts.db, verifyAccessToken, corsOrigins: opts.corsOrigins }));
  watchProviderEvents(provider, opts.logger);

  return {
    provider,
    plugin: mountProvider(provider, {
      track: trackRequest,
      ...(opts.passwordFastPath === false
        ? {}
        : {
            intercept: createPasswordFastPath({
              provider,
              errors,
              login: passwordLogin,
              clientCors,
              logger: opts.logger,
            }),
          }),
    }),
    verifyAccessToken,
    apiResource,
    jwks: () => ({ keys: publicKeys.map((key) => ({ ...key })) }),
  };
}
