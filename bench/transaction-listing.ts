// transactionListing with 1,000,000 transactions in the table (issue #11 benchmarks): the first page and a deep
// page (keyset cursor ~90,000 rows down) of the demo client, who holds 100,000 of them; the other 900,000 belong to
// 900 other clients. Goal: p99 ≤ 50 ms for both pages, on PGlite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL
// is set) on PostgreSQL. Needs `npm run build` first. Results are recorded by hand in bench/README.md.
//
// The rows are written straight into the database between two starts of the built server: the first start
// migrates and seeds (demo@ and its two portfolios), the second serves the measured requests.
// BENCH_DURATION: seconds per measurement (default 10). BENCH_TXN_ROWS / BENCH_TXN_DEMO_ROWS: table size and the
// demo client's share (defaults 1,000,000 and 100,000). BENCH_CONNECTIONS: concurrent connections (default 4).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/connection';
import { accessToken } from './support/api-load';
import { freshPostgres, POSTGRES_ADMIN_URL } from './support/postgres';
import { root, startProcess, type Started } from './support/start-server';

const { Client } = pg;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const TOTAL_ROWS = Number(process.env.BENCH_TXN_ROWS ?? 1_000_000);
const DEMO_ROWS = Number(process.env.BENCH_TXN_DEMO_ROWS ?? 100_000);
const OTHER_CLIENTS = 900;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const DEEP_OFFSET = Math.floor(DEMO_ROWS * 0.9);
const SERVER_MAIN = path.join(root, 'apps/server/dist/main.js');
const LISTING = '/api/clientProfile/transactionListing';
const productEnv = { SEED_DEMO: 'true', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000', ENVIRONMENT: 'test' };

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Writes the table: DEMO_ROWS for demo@ over its two portfolios, the rest for OTHER_CLIENTS made-up clients, every
 * type and status, spread over two years (several rows per second apart, some sharing an instant). One statement
 * per batch of generate_series, so PGlite writes it as fast as PostgreSQL allows.
 */
async function fill(db: Db): Promise<{ deepCursor: string; seconds: number }> {
  const started = Date.now();
  const [demo] = await rows<{ client_id: number }>(
    db,
    sql`select client_id from clients where email_address = 'demo@example.com'`,
  );
  if (!demo) throw new Error('demo@ is missing: the first start should have seeded it');
  const portfolios = await rows<{ id: number }>(
    db,
    sql`select id from portfolios where client_id = ${demo.client_id} order by id`,
  );
  if (portfolios.length === 0) throw new Error('demo@ has no portfolio: the seed should have opened them');

  await db.execute(sql`
    insert into users (email, password_hash, roles)
    select 'bench-' || g || '@example.com', null, array['c'] from generate_series(1, ${OTHER_CLIENTS}) g`);
  await db.execute(sql`
    insert into clients (user_id, email_address, given_name, status, current_step)
    select id, email, 'Bench', 'ACTIVE', 10 from users where email like 'bench-%@example.com'`);
  await db.execute(sql`
    insert into portfolios (client_id, goal_name, risk_level)
    select client_id, 'Goal', 3 from clients where email_address like 'bench-%@example.com'`);

  const types = `array['DEPOSIT','INVESTMENT','WITHDRAWAL','TRANSFER_OUT','TRANSFER_IN','FEE','REBALANCE']`;
  const statuses = `array['COMPLETED','COMPLETED','COMPLETED','PENDING','PROCESSING','FAILED','CANCELLED']`;
  const insertRows = async (ownerSql: string, portfolioSql: string, join: string, from: number, count: number) => {
    const batch = 100_000;
    // Every owner's rows spread over the same two years (so no client's history sits in one corner of the
    // table's time range), three rows per instant (ties the keyset must break by id).
    const at = `timestamptz '2025-01-01 00:00:00+08' + ((g - ${from}) / 3 * 3) * (${63_072_000 / count} * interval '1 second')`;
    for (let offset = 0; offset < count; offset += batch) {
      const n = Math.min(batch, count - offset);
      await db.execute(
        sql.raw(`
        insert into client_transactions
          (client_id, portfolio_id, type, status, amount_sen, source_type, source_id, description, created_at, updated_at)
        select ${ownerSql}, ${portfolioSql},
               (${types})[1 + g % 7], (${statuses})[1 + (g / 7) % 7],
               (g::bigint * 7919) % 5000000, 'bench', 'b' || g, 'Bench row ' || g,
               ${at}, ${at}
        from generate_series(${from + offset}, ${from + offset + n - 1}) g ${join}`),
      );
    }
  };
  const demoPortfolios = `(array[${portfolios.map((p) => p.id).join(',')}])[1 + g % ${portfolios.length}]`;
  await insertRows(String(demo.client_id), demoPortfolios, '', 1, DEMO_ROWS);
  // The other clients' rows, round robin over them (a client's portfolio is the one the fill opened).
  const others = await rows<{ min: number; max: number }>(
    db,
    sql`select min(p.id) as min, max(p.id) as max from portfolios p join clients c using (client_id)
        where c.email_address like 'bench-%@example.com'`,
  );
  const { min, max } = others[0]!;
  const span = Number(max) - Number(min) + 1;
  await insertRows(
    'p.client_id',
    'p.id',
    `join portfolios p on p.id = ${min} + g % ${span}`,
    DEMO_ROWS + 1,
    TOTAL_ROWS - DEMO_ROWS,
  );
  await db.execute(sql`analyze`);
  const [deep] = await rows<{ id: string }>(
    db,
    sql`select id::text as id from client_transactions where client_id = ${demo.client_id}
        order by created_at desc, id desc offset ${DEEP_OFFSET} limit 1`,
  );
  const [count] = await rows<{ n: string }>(db, sql`select count(*)::text as n from client_transactions`);
  if (Number(count!.n) < TOTAL_ROWS) throw new Error(`only ${count!.n} rows written`);
  return { deepCursor: deep!.id, seconds: (Date.now() - started) / 1000 };
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  /** Server CPU (all threads) per request, ms: what the request costs, whatever else the machine is doing. */
  cpuMs: number;
}

async function measure(server: Started, pathAndQuery: string, token: string): Promise<Figures> {
  const opts = {
    url: `${server.url}${pathAndQuery}`,
    connections: CONNECTIONS,
    headers: { authorization: `Bearer ${token}` },
  };
  await autocannon({ ...opts, duration: Math.min(2, DURATION_S) }); // warm-up: plans cached, pages in memory
  const before = server.cpuSeconds();
  const r = await autocannon({ ...opts, duration: DURATION_S });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.errors + r.timeouts + (r.non2xx ?? 0),
    cpuMs: ((server.cpuSeconds() - before) / Math.max(1, r.requests.total)) * 1000,
  };
}

const describe = (f: Figures) =>
  `${f.rps.toFixed(0)} req/s; p50 ${f.p50} ms, p99 ${f.p99} ms, max ${f.max} ms; ` +
  `server CPU ${f.cpuMs.toFixed(2)} ms/request (${f.errors} errors)`;

const table: string[][] = [];

async function runOn(engine: 'PGlite' | 'PostgreSQL'): Promise<void> {
  const postgres = engine === 'PostgreSQL' ? await freshPostgres('listing') : null;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'harta-bench-listing-'));
  try {
    const env = { ...productEnv, DATABASE_URL: postgres?.url ?? '' };
    const first = await startProcess([SERVER_MAIN], env, '/api/health', dataDir);
    await first.stop();

    let filled: Awaited<ReturnType<typeof fill>>;
    if (postgres) {
      // A connection without the server pool's 15-second query timeout: a batch of 100,000 rows may take longer.
      const client = new Client({ connectionString: postgres.url });
      await client.connect();
      try {
        filled = await fill(drizzle(client) as unknown as Db);
      } finally {
        await client.end();
      }
    } else {
      const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      try {
        filled = await fill(database.db);
      } finally {
        await database.close();
      }
    }

    const server = await startProcess([SERVER_MAIN], env, '/api/health', dataDir);
    try {
      const token = await accessToken(server.url);
      const check = await fetch(`${server.url}${LISTING}?cursor=${filled.deepCursor}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const deepPage = (await check.json()) as { result: { items: unknown[] } };
      if (check.status !== 200 || deepPage.result.items.length !== 20) throw new Error('the deep page is wrong');
      // Yardstick in the same run: the cheapest authenticated read (one primary-key lookup behind the same auth).
      const yardstick = await measure(server, '/api/ClientProfile/getClientBasicInfo', token);
      table.push([`${engine}: getClientBasicInfo (yardstick)`, describe(yardstick), '']);
      const cases: [string, string][] = [
        ['first page', `${LISTING}`],
        [`deep page (~${DEEP_OFFSET.toLocaleString('en')} rows down)`, `${LISTING}?cursor=${filled.deepCursor}`],
        ['first page, type=DEPOSIT&status=COMPLETED', `${LISTING}?type=DEPOSIT&status=COMPLETED`],
      ];
      for (const [name, pathAndQuery] of cases) {
        const f = await measure(server, pathAndQuery, token);
        const goal = name.startsWith('first page,') ? '(no goal)' : `p99 ≤ 50 ms: ${f.p99 <= 50 ? 'met' : 'MISSED'}`;
        table.push([`${engine}: ${name}`, describe(f), goal]);
      }
      table.push([`${engine}: fill`, `${TOTAL_ROWS.toLocaleString('en')} rows in ${filled.seconds.toFixed(0)} s`, '']);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
}

await runOn('PGlite');
if (POSTGRES_ADMIN_URL) await runOn('PostgreSQL');
else table.push(['PostgreSQL', 'skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL)', '']);

console.log(
  `\ntransactionListing, ${TOTAL_ROWS.toLocaleString('en')} rows (demo@: ${DEMO_ROWS.toLocaleString('en')}), ` +
    `${CONNECTIONS} connections, ${DURATION_S} s per run\n`,
);
for (const row of table) console.log(row.join(' | '));
