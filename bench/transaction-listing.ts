// transactionListing with 1,000,000 transactions in the table (issue #11 benchmarks): the first page and a deep
// page (keyset cursor ~90,000 rows down) of the demo client, who holds 100,000 of them; the other 900,000 belong to
// 900 other clients. Goal: p99 ≤ 50 ms for both pages, on PGlite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL
// is set) on PostgreSQL. Needs `npm run build` first. Results are recorded by hand in bench/README.md.
//
// The rows are written straight into the database between two starts of the built server: the first start
// migrates and seeds (demo@ and its two portfolios), the second serves the measured requests.
// BENCH_DURATION: seconds per measurement (default 10). BENCH_TXN_ROWS / BENCH_TXN_DEMO_ROWS: table size and the
// demo client's share (defaults 1,000,000 and 100,000). BENCH_CONNECTIONS: concurrent connections (default 4).
// BENCH_ENGINES: 'pglite,postgres' (default). Before/after back to back on one filled table: BENCH_SERVER_MAINS
// names several builds (comma-separated main.js paths, e.g. a copy of apps/server/dist made before a change),
// measured in turn over BENCH_ROUNDS rounds (default 1).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { accessToken } from './support/api-load';
import { demoPortfolios, rows, withBenchDb, type Db } from './support/bench-db';
import { describeFigures, measure } from './support/load-figures';
import { freshPostgres, POSTGRES_ADMIN_URL } from './support/postgres';
import { root, startProcess } from './support/start-server';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const TOTAL_ROWS = Number(process.env.BENCH_TXN_ROWS ?? 1_000_000);
const DEMO_ROWS = Number(process.env.BENCH_TXN_DEMO_ROWS ?? 100_000);
const OTHER_CLIENTS = 900;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const load = { connections: CONNECTIONS, durationS: DURATION_S };
const DEEP_OFFSET = Math.floor(DEMO_ROWS * 0.9);
const SERVER_MAINS = (process.env.BENCH_SERVER_MAINS ?? path.join(root, 'apps/server/dist/main.js'))
  .split(',')
  .map((main) => path.resolve(main));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const LISTING = '/api/clientProfile/transactionListing';
const productEnv = { SEED_DEMO: 'true', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000', ENVIRONMENT: 'test' };

/**
 * Writes the table: DEMO_ROWS for demo@ over its two portfolios, the rest for OTHER_CLIENTS made-up clients, every
 * type and status, spread over two years (several rows per second apart, some sharing an instant). One statement
 * per batch of generate_series, so PGlite writes it as fast as PostgreSQL allows.
 */
async function fill(db: Db): Promise<{ deepCursor: string; seconds: number }> {
  const started = Date.now();
  const demo = await demoPortfolios(db);

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
  const demoPortfolioSql = `(array[${demo.portfolioIds.join(',')}])[1 + g % ${demo.portfolioIds.length}]`;
  await insertRows(String(demo.clientId), demoPortfolioSql, '', 1, DEMO_ROWS);
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
    sql`select id::text as id from client_transactions where client_id = ${demo.clientId}
        order by created_at desc, id desc offset ${DEEP_OFFSET} limit 1`,
  );
  const [count] = await rows<{ n: string }>(db, sql`select count(*)::text as n from client_transactions`);
  if (Number(count!.n) < TOTAL_ROWS) throw new Error(`only ${count!.n} rows written`);
  return { deepCursor: deep!.id, seconds: (Date.now() - started) / 1000 };
}

const table: string[][] = [];

async function measureBuild(
  engine: string,
  build: string,
  main: string,
  env: Record<string, string>,
  dataDir: string,
  deepCursor: string,
): Promise<void> {
  const server = await startProcess([main], env, '/api/health', dataDir);
  try {
    const token = await accessToken(server.url);
    const check = await fetch(`${server.url}${LISTING}?cursor=${deepCursor}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const deepPage = (await check.json()) as { result: { items: unknown[] } };
    if (check.status !== 200 || deepPage.result.items.length !== 20) throw new Error('the deep page is wrong');
    // Yardstick in the same run: the cheapest authenticated read (one primary-key lookup behind the same auth).
    const yardstick = await measure(server, '/api/ClientProfile/getClientBasicInfo', token, load);
    table.push([`${engine}${build}: getClientBasicInfo (yardstick)`, describeFigures(yardstick), '']);
    const cases: [string, string][] = [
      ['first page', `${LISTING}`],
      [`deep page (~${DEEP_OFFSET.toLocaleString('en')} rows down)`, `${LISTING}?cursor=${deepCursor}`],
      ['first page, type=DEPOSIT&status=COMPLETED', `${LISTING}?type=DEPOSIT&status=COMPLETED`],
    ];
    for (const [name, pathAndQuery] of cases) {
      const f = await measure(server, pathAndQuery, token, load);
      const goal = name.startsWith('first page,') ? '(no goal)' : `p99 ≤ 50 ms: ${f.p99 <= 50 ? 'met' : 'MISSED'}`;
      table.push([`${engine}${build}: ${name}`, describeFigures(f), goal]);
    }
  } finally {
    await server.stop();
  }
}

async function runOn(engine: 'PGlite' | 'PostgreSQL'): Promise<void> {
  const postgres = engine === 'PostgreSQL' ? await freshPostgres('listing') : null;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'harta-bench-listing-'));
  try {
    const env = { ...productEnv, DATABASE_URL: postgres?.url ?? '' };
    const first = await startProcess([SERVER_MAINS[0]!], env, '/api/health', dataDir);
    await first.stop();

    const filled = await withBenchDb(postgres?.url, dataDir, fill);
    table.push([`${engine}: fill`, `${TOTAL_ROWS.toLocaleString('en')} rows in ${filled.seconds.toFixed(0)} s`, '']);

    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const main of SERVER_MAINS) {
        const build = SERVER_MAINS.length > 1 || ROUNDS > 1 ? ` [${path.relative(root, main)}, round ${round}]` : '';
        await measureBuild(engine, build, main, env, dataDir, filled.deepCursor);
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
}

if (ENGINES.includes('pglite')) await runOn('PGlite');
if (!ENGINES.includes('postgres')) {
  /* not asked for */
} else if (POSTGRES_ADMIN_URL) await runOn('PostgreSQL');
else table.push(['PostgreSQL', 'skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL)', '']);

console.log(
  `\ntransactionListing, ${TOTAL_ROWS.toLocaleString('en')} rows (demo@: ${DEMO_ROWS.toLocaleString('en')}), ` +
    `${CONNECTIONS} connections, ${DURATION_S} s per run\n`,
);
for (const row of table) console.log(row.join(' | '));
