// GET /api/performance for a client with five years of history (bench/README.md "Performance endpoint"): demo@'s
// two portfolios with a snapshot every weekday for five years (~1,300 rows each, 2,600 in all), monthly deposits
// bought into the model weights (60 buys × 7 ETFs of fills per portfolio, so the average cost has its full
// history), measured with autocannon against the built server, 20 connections. Goal: p50 ≤ 20 ms, p99 ≤ 60 ms, on
// PGlite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) on PostgreSQL. Needs `npm run build` first.
// Results are recorded by hand in bench/README.md.
//
// The history is written straight into the database between two starts of the built server: the first start
// migrates and seeds (demo@ and its two portfolios), the second serves the measured requests.
// BENCH_DURATION: seconds per measurement (default 10). BENCH_CONNECTIONS: concurrent connections (default 20).
// BENCH_ENGINES: 'pglite,postgres' (default). BENCH_SERVER: another build's dist/main.js (before/after).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { accessToken } from './support/api-load';
import { withBenchDb } from './support/bench-db';
import { describeFigures, measure } from './support/load-figures';
import { fillPerformanceHistory } from './support/performance-history';
import { freshPostgres, POSTGRES_ADMIN_URL } from './support/postgres';
import { productEnv, serverMain } from './support/product-server';
import { startProcess, type Started } from './support/start-server';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const YEARS = 5;
/** gzip as a browser asks: the 49 KB answer is compressed on the wire, and that costs the server too. */
const load = { connections: CONNECTIONS, durationS: DURATION_S, headers: { 'accept-encoding': 'gzip' } };
const PERFORMANCE = '/api/performance';
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const loadAverage = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(', ')}`;
const DASHBOARD = '/api/dashboard/getDashBoardSummary';

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

const table: string[][] = [];
/** Each row as soon as it is measured too: a run cut short still says what it had. */
const record = (row: string[]) => {
  table.push(row);
  process.stdout.write(`${row.join(' | ')}\n`);
};

async function runOn(engine: 'PGlite' | 'PostgreSQL'): Promise<void> {
  const postgres = engine === 'PostgreSQL' ? await freshPostgres('performance') : null;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'harta-bench-performance-'));
  try {
    // The history is this benchmark's own (support/performance-history.ts): the first start must not play the demo
    // history over the same dates.
    const env = { ...productEnv, DEMO_HISTORY_YEARS: '0', DATABASE_URL: postgres?.url ?? '' };
    const first = await startProcess([serverMain()], env, '/api/health', dataDir);
    await first.stop();

    const filled = await withBenchDb(postgres?.url, dataDir, fillPerformanceHistory);

    const server = await startProcess([serverMain()], env, '/api/health', dataDir);
    try {
      const token = await accessToken(server.url);
      const check = await fetch(`${server.url}${PERFORMANCE}`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await check.json()) as { result: { series: { dates: unknown[] }; holdings: unknown[] } };
      // Five years of weekdays: about 1,300 dates, or about 480 once the chart keeps weeks before the latest year.
      if (check.status !== 200 || body.result.series.dates.length < 400) {
        throw new Error(`the performance answer is wrong (${check.status})`);
      }
      const bytes = JSON.stringify(body).length;
      const yardstick = await measure(server, '/api/ClientProfile/getClientBasicInfo', token, load);
      record([`${engine}: getClientBasicInfo (yardstick)`, describeFigures(yardstick), '']);
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
      record([`${engine}: start`, loadAverage(), '']);
      for (const [name, pathAndQuery, goal] of cases) {
        const alone = await serviceTime(server, pathAndQuery, token);
        record([`${engine}: ${name}, one request at a time`, `median ${alone.toFixed(1)} ms`, '']);
        const f = await measure(server, pathAndQuery, token, load);
        // No answer in the whole run (every request still queued) is a miss, not a p50 of 0.
        const met = f.rps > 0 && f.errors === 0 && f.p50 <= 20 && f.p99 <= 60 ? 'met' : 'MISSED';
        record([`${engine}: ${name}`, describeFigures(f), goal ? `p50 ≤ 20 ms, p99 ≤ 60 ms: ${met}` : '(no goal)']);
      }
      // A browser that has the answer asks with its ETag (the server answers 304 while nothing has changed).
      const etag = check.headers.get('etag');
      if (etag) {
        const f = await measure(server, PERFORMANCE, token, {
          ...load,
          headers: { ...load.headers, 'if-none-match': etag },
          expect: 304,
        });
        record([`${engine}: performance, all portfolios, If-None-Match (304)`, describeFigures(f), '']);
      }
      record([`${engine}: end`, loadAverage(), '']);
      record([
        `${engine}: fill`,
        `${filled.snapshots.toLocaleString('en')} snapshots, ${filled.fills} fills in ${filled.seconds.toFixed(0)} s; ` +
          `answer ${(bytes / 1024).toFixed(0)} KB uncompressed`,
        '',
      ]);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
    await postgres?.drop();
  }
}

if (ENGINES.includes('pglite')) await runOn('PGlite');
if (!ENGINES.includes('postgres')) table.push(['PostgreSQL', 'skipped: BENCH_ENGINES', '']);
else if (POSTGRES_ADMIN_URL) await runOn('PostgreSQL');
else table.push(['PostgreSQL', 'skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL)', '']);

console.log(
  `\nperformance, demo@ with ${YEARS} years of daily snapshots, ${CONNECTIONS} connections, ${DURATION_S} s per run\n`,
);
for (const row of table) console.log(row.join(' | '));
