import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ApiPaths } from '@harta/contracts/paths';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarketData, tradeSteps } from '../src/app';
import { loadConfig, type Config } from '../src/config/config';
import { openDatabase, type Database } from '../src/db/connection';
import {
  BATCH_ROWS,
  columnsAsText,
  copyTableRows,
  TEXT_FORM_SETTINGS,
} from '../src/operations/migrate-to-postgres/copy-rows';
import { migrateToPostgres, type MigrationReport } from '../src/operations/migrate-to-postgres/migrate-to-postgres';
import { setSequences } from '../src/operations/migrate-to-postgres/sequences';
import { embeddedSession, postgresSession } from '../src/operations/migrate-to-postgres/sessions';
import { listTables, type RunSql } from '../src/operations/migrate-to-postgres/table-catalog';
import { digestDifferences, tableDigests, verifyFiles } from '../src/operations/migrate-to-postgres/verify-copy';
import { createDiskFileStore } from '../src/modules/files/disk-file-store';
import { encryptFile } from '../src/modules/files/encryption';
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
    const response = await server.fetch(p, { headers: bearer(token) });
    expect(response.status, p).toBe(200);
    texts[p] = await response.text();
  }
  // A statement stored before the move: listed, and its PDF (in the file store, encrypted) served as it was.
  const statements = (await (await server.fetch(ApiPaths.statements.list, { headers: bearer(token) })).json()) as {
    result: { statements: { id: string }[] };
  };
  texts[ApiPaths.statements.list] = JSON.stringify(statements);
  for (const { id } of statements.result.statements) {
    const pdf = await server.fetch(ApiPaths.statements.file(id), { headers: bearer(token) });
    expect(pdf.status).toBe(200);
    texts[ApiPaths.statements.file(id)] = Buffer.from(await pdf.arrayBuffer()).toString('base64');
  }
  return texts;
}

/** A month inside the demo's year of history, for a statement. */
function pastMonth(): string {
  const month = new Date();
  month.setUTCDate(1);
  month.setUTCMonth(month.getUTCMonth() - 2);
  return month.toISOString().slice(0, 7);
}

describe.skipIf(!adminUrl)('moving the embedded pilot to PostgreSQL', () => {
  let dataDir: string;
  const targetName = `harta_migrate_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const targetUrl = withDatabaseName(adminUrl ?? 'postgres://unused/x', targetName);
  let config: Config;
  let before: Record<string, string>;
  let token: string;
  let printed: string[];
  let report: MigrationReport;
  let migrated: Database | undefined;
  let server: StartedServer | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'harta-migrate-'));
    config = loadConfig(testEnv({ DATA_DIR: dataDir, DEMO_HISTORY_YEARS: '1' }));
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
    const statement = await pilot.fetch(ApiPaths.statements.request, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ period: pastMonth() }),
    });
    expect(statement.status).toBe(201);
    before = await answers(pilot, token);
    expect(Object.keys(before)).toHaveLength(6);
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
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
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
    expect(output).toMatch(/ledger_postings: \d{3,} rows/);
    expect(output).toMatch(/client_statements: 1 rows/);
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

/**
 * Every kind of value the copy may meet, through the copy's own functions: the embedded engine's text form read
 * back by PostgreSQL's input functions, with no JavaScript number in between (bigint beyond 2^53, numeric digits,
 * jsonb, json as written, timestamps with µs and infinity, bytea with a zero byte, arrays with quotes and NULLs,
 * floats' shortest exact form), identity and generated columns, in several batches.
 */
describe.skipIf(!adminUrl)('the copy of each column type', () => {
  const targetName = `harta_types_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const targetUrl = withDatabaseName(adminUrl ?? 'postgres://unused/x', targetName);
  const table = `create table probe (
      id integer generated always as identity primary key,
      big bigint, big_list bigint[], num numeric, money numeric(20, 6), js jsonb, j json,
      at timestamptz, local_at timestamp, day date, bytes bytea, texts text[], f float8, r real,
      span interval, u uuid, flag boolean, t text,
      t_length integer generated always as (length(t)) stored)`;
  const rows = `insert into probe (big, big_list, num, money, js, j, at, local_at, day, bytes, texts, f, r, span, u, flag, t)
    values
      (9223372036854775807, '{9223372036854775807,-9223372036854775808,NULL}', '123456789012345678901234567890.123456789012345678',
       '12345678901234.123456', '{"big": 123456789012345678901234567890, "s": "quote \\" back \\\\ ü 中 💰", "a": [1, 2.50, null]}',
       '{"b":1,  "a":2, "b":3}', '2026-03-01 12:34:56.789012+08', '2026-03-01 12:34:56.789012', '2024-02-29',
       '\\x00ff5c220d0a', '{a,"with \\"quote\\"","back\\\\slash",NULL,"NULL","","{brace}","com,ma"}', 0.1, 0.1,
       '1 year 2 mons 3 days 04:05:06.789', 'c0ffee00-0000-4000-8000-000000000001', true, e'multi\\nline\\ttab'),
      (-9223372036854775808, '{}', 'NaN', '-0.000001', '[]', 'null', 'infinity', '-infinity', '-infinity', '\\x', '{}',
       1e308, 'Infinity', '-178000000 years', '00000000-0000-0000-0000-000000000000', false, ''),
      (9007199254740993, null, '-0.000000000000000000001', null, '{"n": 1.0e-7}', null, '1970-01-01 00:00:00+00', null,
       '0001-01-01 BC', null, null, -0.0, 'NaN', '-00:00:00.000001', null, null, repeat('x', 100000)),
      (null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null)`;
  const many = `insert into probe (big, num, at, t)
    select n::bigint * 1000000007, n / 7.0, timestamptz '2020-01-01' + n * interval '1 second 1 microsecond', 'row ' || n
      from generate_series(1, 1234) n`;
  let embedded: Database;
  let target: pg.Client;

  beforeAll(async () => {
    embedded = await openDatabase({ dataDir: 'memory://' });
    await adminQuery(adminUrl!, `create database "${targetName}"`);
    target = new pg.Client({ connectionString: targetUrl });
    await target.connect();
    for (const statement of [table, rows, many]) await embedded.executeSql(statement);
    await target.query(table);
  }, 60_000);
  afterAll(async () => {
    await target?.end();
    await embedded?.close();
    if (adminUrl) await dropDatabase(adminUrl, targetName);
  });

  it('arrives value for value, ids kept and new ids after them', async () => {
    const to = postgresSession(target);
    for (const setting of TEXT_FORM_SETTINGS) await to(setting);
    const [shape] = await listTables(to);
    expect(shape!.columns.map((c) => c.name)).not.toContain('t_length');
    const texts = (run: RunSql) => run(`select ${columnsAsText(shape!)}, t_length::text from probe order by id`);
    const { copied, source, sourceDigest } = await embedded.db.transaction(async (tx) => {
      const from = embeddedSession(tx);
      for (const setting of TEXT_FORM_SETTINGS) await from(setting.replace(/^set /, 'set local '));
      const copied = await copyTableRows(from, to, shape!);
      await setSequences(from, to);
      return { copied, source: await texts(from), sourceDigest: await tableDigests(from, [shape!]) };
    });
    expect(copied).toBe(1238);
    expect(copied).toBeGreaterThan(2 * BATCH_ROWS);
    const copiedTexts = await texts(to);
    expect(copiedTexts).toEqual(source);
    expect(copiedTexts[0]).toMatchObject({
      big: '9223372036854775807',
      bytes: '\\x00ff5c220d0a',
      j: '{"b":1,  "a":2, "b":3}',
    });
    expect(await tableDigests(to, [shape!])).toEqual(sourceDigest);
    const next = await target.query('insert into probe (t) values ($1) returning id', ['after the copy']);
    expect(next.rows[0].id).toBe(1239);
  });
});

/** The checks that decide the command's exit code, shown to fail on what they guard (embedded engine only). */
describe('the checks after the copy', () => {
  let db: Database;
  const run = () => embeddedSession(db.db);
  let filesDir: string;

  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory://' });
    filesDir = mkdtempSync(path.join(tmpdir(), 'harta-migrate-files-'));
  });
  afterAll(async () => {
    await db?.close();
    if (filesDir) rmSync(filesDir, { recursive: true, force: true });
  });

  it('tell a changed microsecond or digit from a faithful copy, with the same row count', async () => {
    await run()(`create table copy_a (id integer primary key, at timestamptz, amount numeric)`);
    await run()(`create table copy_b (id integer primary key, at timestamptz, amount numeric)`);
    for (const t of ['copy_a', 'copy_b']) {
      await run()(`insert into ${t} values (1, '2026-01-01 00:00:00.000001+00', 10.50), (2, null, 7)`);
    }
    const [a] = await listTables(run()).then((all) => all.filter((t) => t.name === 'copy_a'));
    const digest = async (name: string) => (await tableDigests(run(), [{ ...a!, name }])).get(name)!;
    const same = new Map([['copy_a', await digest('copy_a')]]);
    expect(digestDifferences(same, new Map([['copy_a', await digest('copy_b')]]))).toEqual([]);

    await run()(`update copy_b set at = at + interval '1 microsecond' where id = 1`);
    expect(digestDifferences(same, new Map([['copy_a', await digest('copy_b')]]))).toEqual([
      'copy_a: same row count, but the values differ',
    ]);
    await run()(`update copy_b set at = at - interval '1 microsecond', amount = 10.5 where id = 1`);
    expect(digestDifferences(same, new Map([['copy_a', await digest('copy_b')]]))).toEqual([
      'copy_a: same row count, but the values differ',
    ]);
    await run()(`delete from copy_b where id = 2`);
    expect(digestDifferences(same, new Map([['copy_a', await digest('copy_b')]]))).toEqual([
      'copy_a: 2 rows embedded, 1 on the target',
    ]);
  });

  it('find a stored file tampered with or gone, and pass an intact one', async () => {
    const key = Buffer.alloc(32, 7);
    const store = createDiskFileStore(filesDir);
    const plain = Buffer.from('an ID document');
    const sha = createHash('sha256').update(plain).digest('hex');
    await store.put('documents/1/intact', encryptFile(plain, key), 'application/octet-stream');
    const tampered = encryptFile(plain, key);
    tampered[tampered.length - 1]! ^= 1;
    await store.put('documents/1/tampered', tampered, 'application/octet-stream');
    await run()(`create table stored_probe (storage_key text, sha256 text, encrypted boolean, size_bytes integer)`);
    await run()(
      `insert into stored_probe values
         ('documents/1/intact', '${sha}', true, ${plain.length}),
         ('documents/1/tampered', '${sha}', true, ${plain.length}),
         ('documents/1/gone', '${sha}', true, ${plain.length})`,
    );
    const tables = (await listTables(run())).filter((t) => t.name === 'stored_probe');
    const report = await verifyFiles(run(), tables, store, key);
    expect(report.checked).toBe(3);
    expect(report.problems).toEqual([
      expect.stringMatching(/^stored_probe file documents\/1\/(tampered|gone): not readable/),
      expect.stringMatching(/^stored_probe file documents\/1\/(tampered|gone): not readable/),
    ]);
    expect(report.problems.join()).toContain('tampered');
    expect(report.problems.join()).toContain('gone');
  });
});
