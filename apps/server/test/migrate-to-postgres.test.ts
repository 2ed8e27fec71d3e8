import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ApiPaths } from '@harta/contracts/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarketData, tradeSteps } from '../src/app';
import { loadConfig } from '../src/config/config';
import { openDatabase, type Database } from '../src/db/connection';
import { migrateToPostgres, type MigrationReport } from '../src/operations/migrate-to-postgres/migrate-to-postgres';
import { seedDemoPilot } from '../src/seed/demo-pilot';
import { seedReferenceData } from '../src/seed/reference-data-seed';
import { adminQuery, dropDatabase, withDatabaseName } from './admin-database';
import { bearer, startServer, testEnv, type StartedServer } from './helpers/start-server';

/**
 * Embedded → PostgreSQL (docs/operations.md, "Moving a pilot to PostgreSQL"): the demo pilot with a year of history,
 * seeded on the embedded engine in a real data folder as the server seeds it, answers its client's dashboard,
 * performance and transactions; it is stopped and migrated; the server started on the PostgreSQL database answers
 * the same, byte for byte, and a second migration into that (now non-empty) database is refused.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** What the demo client's browser asks for on the dashboard, performance and transactions pages, as JSON text. */
async function answers(server: StartedServer, token: string): Promise<Record<string, string>> {
  const paths = [
    ApiPaths.dashboard.getDashBoardSummary,
    ApiPaths.performance,
    `${ApiPaths.clientProfile.transactionListing}?limit=100`,
    `${ApiPaths.clientProfile.transactionListing}?type=DEPOSIT&limit=5`,
  ];
  const texts: Record<string, string> = {};
  for (const p of paths) {
    const response = await server.fetch(p, { headers: { ...bearer(token), 'accept-encoding': 'identity' } });
    expect(response.status, p).toBe(200);
    texts[p] = await response.text();
  }
  return texts;
}

describe.skipIf(!adminUrl)('moving the embedded pilot to PostgreSQL', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'harta-migrate-'));
  const targetName = `harta_migrate_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const targetUrl = withDatabaseName(adminUrl ?? 'postgres://unused/x', targetName);
  const config = loadConfig(testEnv({ DATA_DIR: dataDir, DEMO_HISTORY_YEARS: '1' }));
  let before: Record<string, string>;
  let token: string;
  let printed: string[];
  let report: MigrationReport;
  let migrated: Database | undefined;
  let server: StartedServer | undefined;

  beforeAll(async () => {
    // The pilot: the embedded database in DATA_DIR/db, seeded as main.ts seeds it, then served over HTTP.
    const embedded = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    await embedded.migrate();
    await seedReferenceData(embedded.db);
    await seedDemoPilot(embedded.db, {
      config,
      steps: tradeSteps(embedded, { mailer: undefined, log: quiet }),
      marketData: createMarketData(),
      logger: quiet,
    });
    const pilot = await startServer({ database: embedded, env: { DATA_DIR: dataDir } });
    token = (await pilot.login('demo@example.com', 'Demo@1234')).access_token;
    before = await answers(pilot, token);
    // Stopped before it is migrated, as the docs say.
    await pilot.close();
    await embedded.close();

    await adminQuery(adminUrl!, `create database "${targetName}"`);
    printed = [];
    report = await migrateToPostgres({ config, targetUrl, print: (line) => printed.push(line) });
    migrated = await openDatabase({ databaseUrl: targetUrl, dataDir: '', poolSize: 5 });
    server = await startServer({ database: migrated, env: { DATA_DIR: dataDir }, seed: false });
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    await migrated?.close();
    if (adminUrl) await dropDatabase(adminUrl, targetName);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every table and checks it: counts and values, the ledger and the money identity, stored files', () => {
    expect(report.tables).toBeGreaterThan(40);
    expect(report.rows).toBeGreaterThan(10_000n);
    expect(report.sequences).toBeGreaterThan(5);
    // The demo applications' ID documents and selfies, read back through the file store.
    expect(report.filesChecked).toBeGreaterThan(0);
    const output = printed.join('\n');
    expect(output).toMatch(/row counts and values: equal in all \d+ tables/);
    expect(output).toMatch(/ledger rules and money identity: hold/);
    expect(output).toMatch(/stored files: (\d+) of \1 sampled readable and intact/);
    expect(output).toMatch(/ledger_postings: \d{4,} rows/);
    expect(output).toMatch(/^Done in [\d.]+ s: /m);
  });

  it('the server on PostgreSQL answers the dashboard, performance and transactions byte for byte', async () => {
    // The access token the embedded server issued still holds: the signing keys came along.
    expect(await answers(server!, token)).toEqual(before);
    const fresh = (await server!.login('demo@example.com', 'Demo@1234')).access_token;
    expect(await answers(server!, fresh)).toEqual(before);
  });

  it('hands out new ids past every copied one', async () => {
    const query = async (text: string) => (await migrated!.executeSql(text)).rows as Record<string, string | null>[];
    const owned = await query(
      `select s.relname as sequence, d.refobjid::regclass::text as "table", a.attname as column
         from pg_class s
         join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')
         join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
        where s.relkind = 'S' and s.relnamespace = 'public'::regnamespace`,
    );
    expect(owned.length).toBeGreaterThan(20);
    const behind: string[] = [];
    for (const { sequence, table, column } of owned) {
      const [max] = await query(`select max("${column}")::text as value from ${table}`);
      const [last] = await query(`select last_value::text as value, is_called from "${sequence}"`);
      if (max?.value && BigInt(max.value) > BigInt(last!.value!)) behind.push(`${sequence} < ${table}.${column}`);
    }
    expect(behind).toEqual([]);
  });

  it('refuses a target that is not empty, through the npm command, and changes nothing', async () => {
    const count = async () =>
      (await migrated!.executeSql('select count(*)::text as n from ledger_postings')).rows as { n: string }[];
    const postings = await count();
    const run = promisify(execFile)('npm', ['run', '-s', 'migrate-to-postgres', '--', '--to', targetUrl], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, ENVIRONMENT: 'test', LOG_LEVEL: 'silent' },
    });
    const failure = (await run.then(
      () => undefined,
      (err: unknown) => err,
    )) as { code?: number; stderr?: string } | undefined;
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(/Refused: The target database .* is not empty: Harta's schema is already migrated/);
    expect(await count()).toEqual(postings);
  }, 60_000);
});
