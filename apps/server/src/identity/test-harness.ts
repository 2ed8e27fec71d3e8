import { randomUUID } from 'node:crypto';
import { APP_CLIENT_ID, APP_SCOPES } from '@harta/contracts/constants';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { TestDatabase } from '../../test/databases';
import type { Db } from '../db/connection';
import { clients } from '../db/schema/clients';
import { loginAttempts, users } from '../db/schema/identity';
import { createIdentity, type Identity, type IdentityOptions } from './create-identity';
import type { IdentityLogger } from './logger';
import type { LockoutState } from './lockout';
import { loginKey } from './login-name';
import { hashPassword } from './passwords';
import { secondFactorKeyFrom } from './second-factor-secret';

/** Test-only helpers: a Fastify app with nothing but the identity plugin, and the HTTP calls the app makes. */

export const TEST_ISSUER = 'http://localhost:8080/identity';
export const APP_ORIGIN = 'http://app.test';
export const APP_REDIRECT_URI = 'http://app.test/';

export interface LogEntry {
  level: 'info' | 'warn' | 'error' | 'debug';
  details: object;
  message: string | undefined;
}

export function recordingLogger(): IdentityLogger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const at = (level: LogEntry['level']) => (details: object, message?: string) => {
    entries.push({ level, details, message });
  };
  return { entries, info: at('info'), warn: at('warn'), error: at('error'), debug: at('debug') };
}

export interface IdentityServer {
  base: string;
  identity: Identity;
  logger: ReturnType<typeof recordingLogger>;
  close(): Promise<void>;
}

/** Any 32 bytes will do in tests. */
export const TEST_SECOND_FACTOR_KEY = secondFactorKeyFrom(Buffer.alloc(32, 7));

export async function startIdentityServer(db: Db, overrides: Partial<IdentityOptions> = {}): Promise<IdentityServer> {
  const logger = recordingLogger();
  const identity = await createIdentity({
    issuer: TEST_ISSUER,
    db,
    logger,
    accessTokenTtlSeconds: 300,
    refreshTokenAbsoluteTtlSeconds: 12 * 3600,
    corsOrigins: [APP_ORIGIN],
    cookieKeys: ['test-cookie-key'],
    clientRedirectUris: [APP_REDIRECT_URI],
    secondFactorKey: TEST_SECOND_FACTOR_KEY,
    ...overrides,
  });
  const app: FastifyInstance = Fastify();
  await app.register(identity.plugin);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { base, identity, logger, close: () => app.close() };
}

/**
 * One database and one identity server for the tests of a describe block: opened before them, closed after.
 * Read `suite.database` and `suite.server` inside the tests (they are set once `beforeAll` has run).
 */
export function identitySuite(open: () => Promise<TestDatabase>): {
  readonly database: TestDatabase;
  readonly server: IdentityServer;
} {
  const suite = {} as { database: TestDatabase; server: IdentityServer };
  beforeAll(async () => {
    suite.database = await open();
    suite.server = await startIdentityServer(suite.database.db);
  });
  afterAll(async () => {
    await suite.server?.close();
    await suite.database?.dispose();
  });
  return suite;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

export async function createUser(
  db: Db,
  options: {
    password?: string | null;
    roles?: string[];
    disabled?: boolean;
    client?: { givenName: string; surName?: string; status?: string };
  } = {},
): Promise<TestUser> {
  const email = `user-${randomUUID()}@example.test`;
  const password = options.password === undefined ? 'Str0ng!pass' : options.password;
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash: password === null ? null : await hashPassword(password),
      roles: options.roles ?? ['c'],
      disabled: options.disabled ?? false,
    })
    .returning({ id: users.id });
  if (options.client) {
    await db.insert(clients).values({
      userId: row!.id,
      emailAddress: email,
      givenName: options.client.givenName,
      surName: options.client.surName ?? null,
      status: options.client.status ?? 'DRAFT',
    });
  }
  return { id: row!.id, email, password: password ?? '' };
}

/** Puts a login name in the given lockout state, as earlier attempts (or a test) would have left it. */
export async function setLockoutState(db: Db, email: string, state: LockoutState): Promise<void> {
  const row = { attempts: state.failedLoginCount, lockedUntil: state.lockedUntil };
  await db
    .insert(loginAttempts)
    .values({ loginKey: loginKey(email), ...row })
    .onConflictDoUpdate({ target: loginAttempts.loginKey, set: row });
}

export function postForm(url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form),
  });
}

export interface TokenResponse {
  access_token: string;
  token_type: string;
  expires_in: number;
  id_token?: string;
  refresh_token?: string;
  scope?: string;
  error?: string;
  error_description?: string;
}

/** The app's password login form. */
export function passwordForm(username: string, password: string, extra: Record<string, string> = {}) {
  return {
    grant_type: 'password',
    client_id: APP_CLIENT_ID,
    username,
    password,
    scope: APP_SCOPES.join(' '),
    ...extra,
  };
}

export async function passwordLogin(
  base: string,
  username: string,
  password: string,
  extra: Record<string, string> = {},
): Promise<{ status: number; body: TokenResponse }> {
  const res = await postForm(`${base}/identity/token`, passwordForm(username, password, extra));
  return { status: res.status, body: (await res.json()) as TokenResponse };
}

export async function refreshTokens(
  base: string,
  refreshToken: string,
): Promise<{ status: number; body: TokenResponse }> {
  const res = await postForm(`${base}/identity/token`, {
    grant_type: 'refresh_token',
    client_id: APP_CLIENT_ID,
    refresh_token: refreshToken,
  });
  return { status: res.status, body: (await res.json()) as TokenResponse };
}
