import { existsSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DataFolderLock } from './data-folder-lock';
import { openEmbeddedDatabase } from './embedded';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type the code sees, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction on it, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  /**
   * Raw SQL for a library that brings its own (pg-boss): with `values`, one parameterised statement; without,
   * a script of one or more statements, answering the last one's rows.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PostgreSQL only: the pool's connections now (the metrics read it at scrape). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
  /** The embedded database's folder (PGlite in a folder only; not in memory, not PostgreSQL): what a backup needs. */
  folder?: EmbeddedFolder | undefined;
}

export interface EmbeddedFolder {
  /** The folder's real path. */
  path: string;
  /** The folder's lock, held while the database is open (db/data-folder-lock.ts). */
  lock: DataFolderLock;
  /** Runs `work` while the engine runs nothing else (db/reopening-pglite.ts, runExclusive). */
  runExclusive<T>(work: () => Promise<T>): Promise<T>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded database. `memory://` keeps it in memory (tests). */
  dataDir: string;
  /**
   * With `memory://`: start from this archive of a data folder (PGlite's dumpDataDir) instead of the empty
   * database. The tests start every database from one migrated copy instead of migrating each one.
   */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
  /** Where lost connections (PostgreSQL) and engine restarts (PGlite) are reported; silent by default. */
  logger?: DatabaseLogger | undefined;
}

export interface DatabaseLogger {
  warn(obj: object, msg: string): void;
}

const SILENT: DatabaseLogger = { warn: () => undefined };

/** Migrations ship next to the bundle (dist/migrations) and next to the source (src/db/migrations). */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  return candidates.find((c) => existsSync(path.join(c, 'meta', '_journal.json'))) ?? candidates[0]!;
}

/** Any fixed number: the PostgreSQL advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_ID = 727_274_001;

/**
 * node-postgres settings for the app's pool. A request waits at most `connectionTimeoutMillis` for a connection
 * (a pool exhausted or a database that does not answer then fails fast as 503 instead of hanging), and a query at
 * most `query_timeout` for its answer (a database that froze or a network that dropped packets says nothing; TCP
 * keep-alive finds out too, but only after minutes).
 */
const POOL_TIMEOUTS = { connectionTimeoutMillis: 5_000, query_timeout: 15_000, keepAlive: true } as const;

/**
 * A pooled connection the database drops (restart, failover, pg_terminate_backend) is reported by node-postgres as
 * an 'error' event on its client, and on the pool when it was idle; an 'error' event nobody listens to is an
 * uncaught exception, which would end the process. The pool has already discarded that connection and opens a new
 * one on the next query, so here it is only logged; the query that was running fails with its own error (503).
 */
function surviveLostConnections(pool: pg.Pool, logger: DatabaseLogger): void {
  // Every client, for its whole life: the pool listens only while a client is idle, not while it is checked out
  // (a transaction, or a query in flight when the connection dies).
  pool.on('connect', (client) => {
    client.on('error', (err) => logger.warn({ err }, 'database: a connection was lost'));
  });
  // The pool re-emits an idle client's error, already logged above.
  pool.on('error', () => undefined);
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { databaseUrl } = options;
    const logger = options.logger ?? SILENT;
    const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize ?? 10, ...POOL_TIMEOUTS });
    surviveLostConnections(pool, logger);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        // A connection of its own, without the pool's query timeout: a migration may rightly take long. The lock
        // is held by this session, which also runs the migrations.
        const client = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
        client.on('error', (err) => logger.warn({ err }, 'database: the migration connection was lost'));
        await client.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
          await client.end().catch(() => undefined);
        }
      },
      executeSql: (text, values) => pool.query(text, values),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }

  const client = await openEmbeddedDatabase(options.dataDir, options.logger ?? SILENT, options.loadDataDir);
  // drizzle calls only query() and transaction(), which the reopening handle forwards.
  const db = drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client as unknown as PGlite, { schema }), {
        migrationsFolder: migrationsFolder(),
      });
    },
    executeSql: (text, values) => executePgliteSql(client, text, values),
    close: () => client.close(),
    folder: client.lock && {
      path: client.lock.folder,
      lock: client.lock,
      runExclusive: (work) => client.runExclusive(work),
    },
  };
}

/**
 * A script runs inside PGlite's own transaction(), which holds the engine for the whole script: pg-boss's scripts
 * carry their own BEGIN ... COMMIT, and if one fails half-way PGlite's ROLLBACK ends the aborted transaction
 * before any other caller can run a statement in it (a plain exec would leave it open for the next caller).
 */
async function executePgliteSql(
  client: Awaited<ReturnType<typeof openEmbeddedDatabase>>,
  text: string,
  values: unknown[] | undefined,
): Promise<{ rows: unknown[] }> {
  if (values !== undefined) return client.query(text, values);
  const results = await client.transaction((tx) => tx.exec(text));
  return results[results.length - 1] ?? { rows: [] };
}
