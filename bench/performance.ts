// GET /api/performance for a client with five years of history (issue #12 benchmarks): demo@'s two portfolios
// with a snapshot every weekday for five years (~1,300 rows each, 2,600 in all), monthly deposits bought into the
// model weights (60 buys × 7 ETFs of fills per portfolio, so the average cost has its full history), measured with
// autocannon against the built server, 20 connections. Goal: p50 ≤ 20 ms, p99 ≤ 60 ms, on PGlite and (when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set) on PostgreSQL. Needs `npm run build` first. Results are recorded
// by hand in bench/README.md.
//
// The history is written straight into the database between two starts of the built server: the first start
// migrates and seeds (demo@ and its two portfolios), the second serves the measured requests.
// BENCH_DURATION: seconds per measurement (default 10). BENCH_CONNECTIONS: concurrent connections (default 20).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/connection';
import { accessToken } from './support/api-load';
import { fillPerformanceHistory, type Db } from './support/performance-history';
import { freshPostgres, POSTGRES_ADMIN_URL } from './support/postgres';
import { productEnv, serverMain } from './support/product-server';
import { startProcess, type Started } from './support/start-server';

const { Client } = pg;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const YEARS = 5;
const PERFORMANCE = '/api/performance';
const DASHBOARD = '/api/dashboard/getDashBoardSummary';

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
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
  };
  await autocannon({ ...opts, duration: Math.min(2, DURATION_S) }); // warm-up: JIT, plans cached, pages in memory
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

/** One request at a time: the service time itself, without queueing behind the other connections (median of 20). */
async function serviceTime(server: Started, pathAndQuery: string, token: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const started = performance.now();
    const response = await fetch(`${server.url}${pathAndQuery}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[10]!;
}

const describe = (f: Figures) =>
  `${f.rps.toFixed(0)} req/s; p50 ${f.p50} ms, p99 ${f.p99} ms, max ${f.max} ms; ` +
  `server CPU ${f.cpuMs.toFixed(2)} ms/request (${f.errors} errors)`;

const table: string[][] = [];

async function runOn(engine: 'PGlite' | 'PostgreSQL'): Promise<void> {
  const postgres = engine === 'PostgreSQL' ? await freshPostgres('performance') : null;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'harta-bench-performance-'));
  try {
    const env = { ...productEnv, DATABASE_URL: postgres?.url ?? '' };
    const first = await startProcess([serverMain()], env, '/api/health', dataDir);
    await first.stop();

    let filled: Awaited<ReturnType<typeof fillPerformanceHistory>>;
    if (postgres) {
      const client = new Client({ connectionString: postgres.url });
      await client.connect();
      try {
        filled = await fillPerformanceHistory(drizzle(client) as unknown as Db);
      } finally {
        await client.end();
      }
    } else {
      const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      try {
        filled = await fillPerformanceHistory(database.db);
      } finally {
        await database.close();
      }
    }

    const server = await startProcess([serverMain()], env, '/api/health', dataDir);
    try {
      const token = await accessToken(server.url);
      const check = await fetch(`${server.url}${PERFORMANCE}`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await check.json()) as { result: { series: { dates: unknown[] }; holdings: unknown[] } };
      if (check.status !== 200 || body.result.series.dates.length * 2 < filled.snapshots) {
        throw new Error(`the performance answer is wrong (${check.status})`);
      }
      const bytes = JSON.stringify(body).length;
      const yardstick = await measure(server, '/api/ClientProfile/getClientBasicInfo', token);
      table.push([`${engine}: getClientBasicInfo (yardstick)`, describe(yardstick), '']);
      const guid = (
        (await (
          await fetch(`${server.url}${DASHBOARD}`, { headers: { authorization: `Bearer ${token}` } })
        ).json()) as { result: { portfolios: { guid: string }[] } }
      ).result.portfolios[0]!.guid;
      const cases: [string, string, boolean][] = [
        ['performance, all portfolios', PERFORMANCE, true],
        ['performance, one portfolio', `${PERFORMANCE}?portfolio=${guid}`, true],
        ['dashboard', DASHBOARD, false],
      ];
      for (const [name, pathAndQuery, goal] of cases) {
        const alone = await serviceTime(server, pathAndQuery, token);
        table.push([`${engine}: ${name}, one request at a time`, `median ${alone.toFixed(1)} ms`, '']);
        const f = await measure(server, pathAndQuery, token);
        // No answer in the whole run (every request still queued) is a miss, not a p50 of 0.
        const met = f.rps > 0 && f.errors === 0 && f.p50 <= 20 && f.p99 <= 60 ? 'met' : 'MISSED';
        table.push([`${engine}: ${name}`, describe(f), goal ? `p50 ≤ 20 ms, p99 ≤ 60 ms: ${met}` : '(no goal)']);
      }
      table.push([
        `${engine}: fill`,
        `${filled.snapshots.toLocaleString('en')} snapshots, ${filled.fills} fills in ${filled.seconds.toFixed(0)} s; ` +
          `answer ${(bytes / 1024).toFixed(0)} KB uncompressed`,
        '',
      ]);
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
  `\nperformance, demo@ with ${YEARS} years of daily snapshots, ${CONNECTIONS} connections, ${DURATION_S} s per run\n`,
);
for (const row of table) console.log(row.join(' | '));
