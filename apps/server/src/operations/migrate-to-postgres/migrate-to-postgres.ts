import { existsSync } from 'node:fs';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import type { Config } from '../../config/config';
import { migrationsFolder, openDatabase, type Database } from '../../db/connection';
import { createFileStore } from '../../modules/files/file-store';
import { cashIn } from '../../modules/ledger/money-checks';
import { copyTableRows, TEXT_FORM_SETTINGS } from './copy-rows';
import { redactedUrl, refuseUnlessEmpty } from './empty-target';
import { MigrationCheckError, MigrationRefusedError } from './migration-errors';
import { setSequences } from './sequences';
import { embeddedSession, postgresSession } from './sessions';
import { withRulesSuspended } from './suspended-constraints';
import { listTables, shapeDifferences, tableName, type RunSql, type Table } from './table-catalog';
import { digestDifferences, tableDigests, verifyFiles, verifyLedger } from './verify-copy';

/**
 * Embedded → PostgreSQL (docs/operations.md, "Moving a pilot to PostgreSQL"): a stopped pilot's embedded database
 * copied into an empty PostgreSQL database, then checked. The steps:
 *
 * 1. refuse a target that is not empty, and an embedded database that is missing or not at this version's schema;
 * 2. the target's schema by the migrations, through the same `migrate()` the server runs at start;
 * 3. every table's rows in one target transaction (copy-rows.ts, suspended-constraints.ts), then the sequences;
 * 4. the checks: row counts and value digests per table on both sides, the ledger rules and the money identity on
 *    the target, a sample of stored files read through the file store.
 *
 * The embedded folder is opened by the server's own openDatabase, so whatever guards the folder against a second
 * process (a running server) guards it here too.
 */

export interface MigrateOptions {
  config: Pick<Config, 'dataDir' | 'files'>;
  /** PostgreSQL connection string of the empty target database. */
  targetUrl: string;
  /** One line of progress or summary at a time. */
  print: (line: string) => void;
}

export interface MigrationReport {
  tables: number;
  rows: bigint;
  sequences: number;
  filesChecked: number;
  /** Jobs of the embedded job queue that were waiting or retrying, by queue (not copied: see the docs). */
  jobsNotCopied: Record<string, number>;
  seconds: number;
}

/** `work` in one transaction of the embedded engine, reading values in the text form both sides share. */
function readingEmbedded<T>(embedded: Database, work: (run: RunSql) => Promise<T>): Promise<T> {
  return embedded.db.transaction(async (tx) => {
    const run = embeddedSession(tx);
    for (const setting of TEXT_FORM_SETTINGS) await run(setting.replace(/^set /, 'set local '));
    return work(run);
  });
}

/** The embedded database must have every migration of this version and no other (a server of it ran on it). */
async function refuseUnlessCurrent(run: RunSql): Promise<void> {
  const expected = readMigrationFiles({ migrationsFolder: migrationsFolder() }).map((m) => m.hash);
  const [exists] = await run(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  const applied = exists?.present
    ? (await run(`select hash from drizzle.__drizzle_migrations`)).map((r) => r.hash)
    : [];
  const missing = expected.filter((hash) => !applied.includes(hash)).length;
  const unknown = applied.filter((hash) => !expected.includes(String(hash))).length;
  if (unknown > 0) {
    throw new MigrationRefusedError(
      `The embedded database has ${unknown} migration(s) this version does not know: it was run by a newer Harta. ` +
        'Run the migration with that version. Nothing was changed.',
    );
  }
  if (missing > 0) {
    throw new MigrationRefusedError(
      `The embedded database lacks ${missing} of this version's ${expected.length} migrations. Start this version's ` +
        'server on it once (it applies them at start), stop it, and run the migration again. Nothing was changed.',
    );
  }
}

/** Jobs waiting in the embedded job queue (pgboss schema), which the copy leaves behind. */
async function pendingJobs(run: RunSql): Promise<Record<string, number>> {
  const [exists] = await run(`select to_regclass('pgboss.job') is not null as present`);
  if (!exists?.present) return {};
  const rows = await run(
    `select name, count(*)::text as n from pgboss.job where state in ('created', 'retry', 'active') group by name`,
  );
  return Object.fromEntries(rows.map((r) => [String(r.name), Number(r.n)]));
}

export async function migrateToPostgres(options: MigrateOptions): Promise<MigrationReport> {
  const { config, targetUrl, print } = options;
  const started = performance.now();
  const target = redactedUrl(targetUrl);
  const folder = path.join(config.dataDir, 'db');

  const client = new pg.Client({ connectionString: targetUrl });
  try {
    await client.connect();
  } catch (err) {
    throw new MigrationRefusedError(`Cannot connect to the target database ${target}: ${(err as Error).message}`);
  }
  client.on('error', () => undefined); // a lost connection fails the statement in flight, which reports it
  const targetRun = postgresSession(client);
  let source: Database | undefined;
  let targetDatabase: Database | undefined;
  try {
    await refuseUnlessEmpty(targetRun, target);
    // PG_VERSION is what openEmbeddedDatabase looks for: without it, it would create an empty database there.
    if (!existsSync(path.join(folder, 'PG_VERSION'))) {
      throw new MigrationRefusedError(
        `There is no embedded database in ${folder} (set DATA_DIR to the pilot's folder).`,
      );
    }
    print(`Embedded database: ${folder}`);
    print(`Target: ${target}`);
    source = await openDatabase({ dataDir: folder });
    await refuseUnlessCurrent(embeddedSession(source.db));

    print('Creating the schema on the target (the server’s migrations)…');
    targetDatabase = await openDatabase({ databaseUrl: targetUrl, dataDir: folder, poolSize: 2 });
    await targetDatabase.migrate();

    for (const setting of TEXT_FORM_SETTINGS) await targetRun(setting);
    const targetTables = await listTables(targetRun);
    const embedded = source;
    const { tables, rows, sequences } = await readingEmbedded(embedded, async (sourceRun) => {
      const sourceTables = await listTables(sourceRun);
      const differences = shapeDifferences(sourceTables, targetTables);
      if (differences.length > 0) throw new MigrationCheckError(differences);
      return copyAll(sourceRun, targetRun, sourceTables, print);
    });
    print(`Copied ${rows} rows in ${tables.length} tables; ${sequences} sequences set.`);

    print('Checking the copy…');
    const problems: string[] = [];
    const [sourceDigests, targetDigests] = [
      await readingEmbedded(embedded, (sourceRun) => tableDigests(sourceRun, tables)),
      await tableDigests(targetRun, tables),
    ];
    const digestProblems = digestDifferences(sourceDigests, targetDigests);
    problems.push(...digestProblems);
    print(
      digestProblems.length === 0
        ? `  row counts and values: equal in all ${tables.length} tables`
        : `  row counts and values: ${digestProblems.length} table(s) differ`,
    );

    const ledger = await verifyLedger(embedded.db, targetDatabase.db);
    problems.push(...ledger.problems);
    if (ledger.problems.length === 0) {
      print(
        `  ledger rules and money identity: hold (cash in ${cashIn(ledger.figures)} sen, client cash ` +
          `${ledger.figures.clientCash} sen: the same figures as embedded)`,
      );
    } else {
      print(`  ledger rules and money identity: ${ledger.problems.length} problem(s)`);
      if (ledger.alreadyInSource.length > 0) {
        print(`  (the embedded database already had: ${ledger.alreadyInSource.join('; ')})`);
      }
    }

    const files = await verifyFiles(targetRun, tables, createFileStore(config), config.files.encryptionKey);
    problems.push(...files.problems);
    print(
      `  stored files: ${files.checked - files.problems.length} of ${files.checked} sampled readable and intact ` +
        `through the ${config.files.s3 ? 'S3' : `disk store in ${path.join(config.dataDir, 'files')}`}`,
    );
    if (problems.length > 0) throw new MigrationCheckError(problems);

    const jobsNotCopied = await pendingJobs(embeddedSession(embedded.db));
    const waiting = Object.entries(jobsNotCopied).map(([name, n]) => `${name} ${n}`);
    if (waiting.length > 0) {
      print(
        `  job queue: not copied (queues and schedules are created at start); waiting there: ${waiting.join(', ')}`,
      );
    }
    const seconds = (performance.now() - started) / 1000;
    print(
      `Done in ${seconds.toFixed(1)} s: ${tables.length} tables, ${rows} rows, ${sequences} sequences, ` +
        `${files.checked} files checked. Start the server with DATABASE_URL set to the target.`,
    );
    return { tables: tables.length, rows, sequences, filesChecked: files.checked, jobsNotCopied, seconds };
  } finally {
    await source?.close().catch(() => undefined);
    await targetDatabase?.close().catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

/** The copy itself: one target transaction, committed only when every table and sequence is in. */
async function copyAll(
  source: RunSql,
  target: RunSql,
  tables: Table[],
  print: (line: string) => void,
): Promise<{ tables: Table[]; rows: bigint; sequences: number }> {
  await target('begin');
  try {
    const rows = await withRulesSuspended(target, tables, async () => {
      let total = 0n;
      for (const table of tables) {
        let reported = 0;
        const copied = await copyTableRows(source, target, table, (soFar) => {
          if (soFar - reported >= 100_000) print(`  ${tableName(table)}: ${(reported = soFar)} rows…`);
        });
        print(`  ${tableName(table)}: ${copied} rows`);
        total += BigInt(copied);
      }
      return total;
    });
    const sequences = await setSequences(source, target);
    await target('commit');
    return { tables, rows, sequences };
  } catch (err) {
    await target('rollback').catch(() => undefined);
    throw err;
  }
}
