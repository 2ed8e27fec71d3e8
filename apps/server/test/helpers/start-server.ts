import { OTP_GRANT_PARAMETER } from '@harta/contracts/second-factor';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_CLIENT_ID, APP_SCOPES } from '@harta/contracts/constants';
import { IdentityPaths } from '@harta/contracts/paths';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { loadConfig, type Config, type Env } from '../../src/config/config';
import type { Database } from '../../src/db/connection';
import type { MarketDataProvider } from '../../src/providers/market-data/market-data-provider';
import { createIdentity, type Identity } from '../../src/identity/create-identity';
import { buildAppSettings } from '../../src/modules/app-settings/app-settings';
import { seedDemoData } from '../../src/seed/demo-seed';
import { seedReferenceData } from '../../src/seed/reference-data-seed';
import type { TestDatabase } from '../databases';
import { secondFactorKeyFrom } from '../../src/identity/second-factor-secret';
import { seedDemoSecondFactors } from '../../src/seed/demo-second-factor';
import { loginWithDemoSecondFactor, type TokenAnswer } from './second-factor-login';

/** Every test server shares one public address, as instances behind one load balancer do (same token issuer). */
export const TEST_PUBLIC_URL = 'http://harta.test';

export interface TokenSet {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  expires_in: number;
  token_type: string;
}

export interface StartedServer {
  app: App;
  config: Config;
  identity: Identity;
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  /** fetch against this server; `path` starts with '/'. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /**
   * The real password grant over HTTP (with the demo staff's current code when the grant asks for one:
   * helpers/second-factor-login.ts). Throws with the body when the grant is refused.
   */
  login(email: string, password: string, otp?: string): Promise<TokenSet>;
  refresh(refreshToken: string): Promise<TokenSet>;
  /** Closes the app (not the database: its owner disposes it). */
  close(): Promise<void>;
}

export interface StartServerOptions {
  database: Pick<Database, 'db' | 'kind'>;
  /** Overrides on top of the test defaults. */
  env?: Env;
  /** Seed the demo accounts (default true; idempotent, so a second instance on one database may seed too). */
  seed?: boolean;
  extraRoutes?: FastifyPluginAsync[];
  /** false: every password login goes through the provider's own pipeline (see IdentityOptions). */
  passwordFastPath?: boolean;
  /** The clock of the trade run's checks (BuildAppOptions.tradeClock): move it to run a date after its cut-off. */
  tradeClock?: () => Date;
  /** The market data the trade run fills its prices from (by default the sandbox). */
  marketData?: MarketDataProvider;
}

/**
 * One database and one server for the tests of a describe block: opened before them, closed after. Read
 * `suite.database` and `suite.server` inside the tests (they are set once `beforeAll` has run).
 */
export function serverSuite(
  open: () => Promise<TestDatabase>,
  options: Omit<StartServerOptions, 'database'> = {},
): { readonly database: TestDatabase; readonly server: StartedServer } {
  const suite = {} as { database: TestDatabase; server: StartedServer };
  beforeAll(async () => {
    suite.database = await open();
    suite.server = await startServer({ database: suite.database, ...options });
  });
  afterAll(async () => {
    await suite.server?.close();
    await suite.database?.dispose();
  });
  return suite;
}

/** The environment every test server starts from. */
export function testEnv(overrides: Env = {}): Env {
  return {
    ENVIRONMENT: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    PUBLIC_URL: TEST_PUBLIC_URL,
    // Tests make many requests from one address; the rate-limit test sets its own small limit.
    RATE_LIMIT_MAX: '10000',
    // Likewise for refused gateway callbacks (hostile-input and deposit tests forge many); the flood test sets its own.
    FPX_CALLBACK_REFUSALS_PER_MINUTE: '10000',
    ...overrides,
  };
}

async function tokenAnswer(baseUrl: string, params: Record<string, string>): Promise<TokenAnswer> {
  const response = await fetch(`${baseUrl}${IdentityPaths.base}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: APP_CLIENT_ID, ...params }).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function tokenSetOf({ status, body }: TokenAnswer): TokenSet {
  if (status !== 200) throw new Error(`token request failed (${status}): ${JSON.stringify(body)}`);
  return body as unknown as TokenSet;
}

async function tokenRequest(baseUrl: string, params: Record<string, string>): Promise<TokenSet> {
  return tokenSetOf(await tokenAnswer(baseUrl, params));
}

/**
 * The full app (identity included) on the given database, listening on a free port of 127.0.0.1.
 * Seeding costs argon2 time: start one server per test file (beforeAll), not per test.
 */
export async function startServer(options: StartServerOptions): Promise<StartedServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'harta-test-'));
  const config = loadConfig(testEnv({ DATA_DIR: dataDir, ...options.env }));
  // Reference data is seeded at every start, as main does.
  await seedReferenceData(options.database.db);
  if (options.seed ?? true) {
    await seedDemoData(options.database.db);
    await seedDemoSecondFactors(options.database.db, secondFactorKeyFrom(config.files.encryptionKey));
  }

  const identity = await createIdentity({
    issuer: `${config.publicUrl}${IdentityPaths.base}`,
    db: options.database.db,
    logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    refreshTokenAbsoluteTtlSeconds: config.refreshTokenTtlSeconds,
    corsOrigins: config.corsOrigins,
    cookieKeys: config.identityCookieKeys,
    clientRedirectUris: [buildAppSettings(config).redirectUri],
    secondFactorKey: secondFactorKeyFrom(config.files.encryptionKey),
    ...(options.passwordFastPath === undefined ? {} : { passwordFastPath: options.passwordFastPath }),
  });
  const app = await buildApp({
    config,
    database: options.database,
    identity,
    extraRoutes: options.extraRoutes,
    tradeClock: options.tradeClock,
    marketData: options.marketData,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a TCP port');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  return {
    app,
    config,
    identity,
    baseUrl,
    fetch: (p, init) => fetch(`${baseUrl}${p}`, init),
    login: async (email, password, otp) => {
      const params = { grant_type: 'password', username: email, password, scope: APP_SCOPES.join(' ') };
      // A code given is sent as it is (a member's own secret); otherwise the demo secret's, when asked for.
      if (otp !== undefined) return tokenRequest(baseUrl, { ...params, [OTP_GRANT_PARAMETER]: otp });
      return tokenSetOf(await loginWithDemoSecondFactor(options.database.db, (p) => tokenAnswer(baseUrl, p), params));
    },
    refresh: (refreshToken) => tokenRequest(baseUrl, { grant_type: 'refresh_token', refresh_token: refreshToken }),
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });
