import { APP_CLIENT_ID, APP_SCOPES } from '@harta/contracts/constants';
import { ErrorCode } from '@harta/contracts/errors';
import { ApiPaths, IdentityPaths } from '@harta/contracts/paths';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/connection';
import { mailOutbox } from '../src/db/schema/mail';
import { createMailRetryJob } from '../src/modules/mail/mail-retry-job';
import { testDatabases, type TestDatabase } from './databases';
import { breakableStorage } from './helpers/breakable-pglite';
import { bearer, startServer, type StartedServer } from './helpers/start-server';

/**
 * Issue 10 item 1: the database going away must never kill the server. While it is away every API and identity
 * answer is 503 SERVICE_UNAVAILABLE with Retry-After (never a 500, never a hang), and service resumes by itself
 * once the database is back. On PostgreSQL the database is closed to connections and its backends are killed,
 * as a restart or a failover would; on PGlite the embedded database is closed under the running server.
 * The server runs in this process: a pool error nobody handles is an uncaught exception, which fails the run.
 */

/** A request that takes longer than this counts as a hang. */
const HANG_MS = 8_000;
/** Service must be back within this long after the database is. */
const RECOVERY_MS = 10_000;

interface Answer {
  kind: string;
  status: number;
  retryAfter: string | null;
  body: unknown;
}

/** The traffic: API calls with a token, password logins (fast path), the provider's own grant path, userinfo, health. */
function requests(server: StartedServer, accessToken: string): Record<string, () => Promise<Response>> {
  const token = (params: Record<string, string>) =>
    server.fetch(`${IdentityPaths.base}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: APP_CLIENT_ID, ...params }).toString(),
      signal: AbortSignal.timeout(HANG_MS),
    });
  const get = (path: string, headers: Record<string, string> = {}) =>
    server.fetch(path, { headers, signal: AbortSignal.timeout(HANG_MS) });
  return {
    api: () => get(ApiPaths.ClientProfile.getClientBasicInfo, bearer(accessToken)),
    login: () =>
      token({
        grant_type: 'password',
        username: 'demo@example.com',
        password: 'Demo@1234',
        scope: APP_SCOPES.join(' '),
      }),
    // An unknown refresh token is looked up in the database by oidc-provider's own pipeline (400 when it is up).
    refresh: () => token({ grant_type: 'refresh_token', refresh_token: 'not-a-real-refresh-token' }),
    userinfo: () => get(`${IdentityPaths.base}/me`, bearer(accessToken)),
    health: () => get(ApiPaths.health),
  };
}

const NORMAL_STATUS: Record<string, number> = { api: 200, login: 200, refresh: 400, userinfo: 200, health: 200 };

async function answer(kind: string, send: () => Promise<Response>): Promise<Answer> {
  const response = await send();
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // kept as text: the assertion shows it
  }
  return { kind, status: response.status, retryAfter: response.headers.get('retry-after'), body };
}

/** Every kind of request once, in parallel. A hang rejects (AbortSignal.timeout) and fails the test. */
function round(server: StartedServer, accessToken: string): Promise<Answer[]> {
  return Promise.all(Object.entries(requests(server, accessToken)).map(([kind, send]) => answer(kind, send)));
}

/** What a client must get while the database is away. */
function expectUnavailable(answers: Answer[]): void {
  for (const a of answers) {
    const shape = { kind: a.kind, status: a.status, retryAfter: a.retryAfter };
    expect(shape).toEqual({ kind: a.kind, status: 503, retryAfter: expect.stringMatching(/^[1-9]\d*$/) });
    if (a.kind === 'login' || a.kind === 'refresh' || a.kind === 'userinfo') {
      expect(a.body).toMatchObject({ error: 'temporarily_unavailable' });
    } else {
      expect(a.body).toMatchObject({ code: ErrorCode.Unavailable });
    }
  }
}

const isNormal = (answers: Answer[]) => answers.every((a) => a.status === NORMAL_STATUS[a.kind]);

async function until<T>(what: () => Promise<T>, done: (value: T) => boolean, withinMs: number): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await what();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const postgres = testDatabases().filter((kind) => kind.name === 'postgres');

describe.each(postgres)('PostgreSQL going away under load ($name)', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  let admin: pg.Client;
  let name: string;

  beforeAll(async () => {
    database = await kind.open();
    server = await startServer({ database });
    const result = await database.db.execute(sql`select current_database() as name`);
    const { rows } = result as unknown as { rows: { name: string }[] };
    name = rows[0]!.name;
    // The maintenance database: the test's own one is about to refuse connections.
    const adminUrl = new URL(process.env.TEST_DATABASE_URL!);
    adminUrl.pathname = '/postgres';
    admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
  });

  afterAll(async () => {
    await admin?.query(`alter database "${name}" allow_connections true`).catch(() => undefined);
    await admin?.end();
    await server?.close();
    await database?.dispose();
  });

  it('answers 503 with Retry-After while it is away, stays up, and serves again within 10 s of its return', async () => {
    const { access_token } = await server.login('demo@example.com', 'Demo@1234');
    expect(isNormal(await round(server, access_token))).toBe(true);

    // A background loop across the outage: the mail outbox job must log its failures and carry on. (The test
    // server has no SMTP, so it runs no job of its own: this one is alone on the outbox.)
    const delivered: string[] = [];
    const jobErrors: unknown[] = [];
    const job = createMailRetryJob({
      db: database.db,
      deliver: async (row) => {
        delivered.push(row.subject);
        return 'sent';
      },
      pollMs: 50,
      logger: { warn: () => undefined, error: (obj) => jobErrors.push(obj) },
    });
    job.start();

    // A steady stream in the background, across the outage and the return: none may fail or hang.
    let streaming = true;
    const streamed: Answer[] = [];
    const stream = (async () => {
      while (streaming) {
        try {
          streamed.push(...(await round(server, access_token)));
        } catch (err) {
          streamed.push({ kind: 'stream', status: 0, retryAfter: null, body: String(err) });
        }
      }
    })();

    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await admin.query(`alter database "${name}" allow_connections false`);
      await admin.query(
        // With a timeout it waits until each backend has exited, so no request can still reach one.
        'select pg_terminate_backend(pid, 5000) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );

      // Every connection is gone and no new one is allowed: each kind of request, several times over.
      for (let i = 0; i < 5; i += 1) expectUnavailable(await round(server, access_token));

      await admin.query(`alter database "${name}" allow_connections true`);
      const back = Date.now();
      const after = await until(() => round(server, access_token), isNormal, RECOVERY_MS);
      expect(after.map((a) => [a.kind, a.status])).toEqual(after.map((a) => [a.kind, NORMAL_STATUS[a.kind]]));
      expect(Date.now() - back).toBeLessThan(RECOVERY_MS);
      await database.db.insert(mailOutbox).values({
        to: 'outage@example.com',
        subject: 'After the outage',
        text: 'x',
        nextAttemptAt: new Date(Date.now() - 1_000),
      });
      await until(
        async () => delivered,
        (subjects) => subjects.includes('After the outage'),
        RECOVERY_MS,
      );
      expect(delivered).toContain('After the outage');
      expect(jobErrors.length).toBeGreaterThan(0);
    } finally {
      streaming = false;
      await stream;
      await job.stop();
    }

    // Across the whole run, in flight when the connections died included: a normal answer or a 503, nothing else.
    const other = streamed.filter((a) => a.status !== NORMAL_STATUS[a.kind] && a.status !== 503);
    expect(other).toEqual([]);
    expectUnavailable(streamed.filter((a) => a.status === 503));
    expect(streamed.some((a) => a.status === 503)).toBe(true);
  });
});

describe('the embedded database closed under the running server (pglite)', () => {
  let database: TestDatabase;
  let server: StartedServer;

  beforeAll(async () => {
    const pglite = testDatabases().find((kind) => kind.name === 'pglite')!;
    database = await pglite.open();
    server = await startServer({ database });
  });

  afterAll(async () => {
    await server?.close();
    // Already closed by the test; closing again is refused.
    await database?.dispose().catch(() => undefined);
  });

  it('answers 503 with Retry-After instead of 500 when its storage is gone', async () => {
    const { access_token } = await server.login('demo@example.com', 'Demo@1234');
    expect(isNormal(await round(server, access_token))).toBe(true);

    await database.close();

    expectUnavailable(await round(server, access_token));
  });
});

describe('a PANIC inside the embedded engine (pglite, data folder)', () => {
  let folder: string;
  let database: Database;
  let server: StartedServer;
  let storage: ReturnType<typeof breakableStorage> | undefined;

  beforeAll(async () => {
    // A folder, not memory: only a database on disk can be reopened.
    folder = mkdtempSync(path.join(tmpdir(), 'harta-panic-'));
    database = await openDatabase({ dataDir: path.join(folder, 'db') });
    await database.migrate();
    server = await startServer({ database });
  }, 180_000);

  afterAll(async () => {
    storage?.restore();
    await server?.close();
    await database?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After while its storage fails, never hangs, and serves again within 10 s', async () => {
    const { access_token } = await server.login('demo@example.com', 'Demo@1234');
    expect(isNormal(await round(server, access_token))).toBe(true);

    storage = breakableStorage();
    storage.fail();
    for (let i = 0; i < 5; i += 1) expectUnavailable(await round(server, access_token));

    storage.recover();
    const back = Date.now();
    const after = await until(() => round(server, access_token), isNormal, RECOVERY_MS);
    expect(after.map((a) => [a.kind, a.status])).toEqual(after.map((a) => [a.kind, NORMAL_STATUS[a.kind]]));
    expect(Date.now() - back).toBeLessThan(RECOVERY_MS);
  });
});
