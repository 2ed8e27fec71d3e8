// Runs every benchmark of the foundation in one go and prints a table. Needs `npm run build` first
// (`npm run bench` at the root does both). Results are recorded by hand in bench/README.md.
//
// The API and login benchmarks run on the embedded engine (PGlite) and, when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) names a PostgreSQL server where the user may create databases, on PostgreSQL too: each run
// creates its own databases there and drops them. BENCH_DURATION sets the seconds per measurement (default 10); the
// password grant alternates with its yardstick over BENCH_ROUNDS rounds (default 6) of half that each.
// BENCH_SERVER names another build of the server to measure (e.g. an older commit's dist/main.js).
import { cpus } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { hashPassword } from '../apps/server/src/identity/passwords';
import { lighthouseRows, runLighthouse } from './lighthouse';
import { accessToken, basicInfoLoad, GRANT_WARMUP_S, passwordGrantLoad } from './support/api-load';
import { freshPostgres, POSTGRES_ADMIN_URL } from './support/postgres';
import { bareVerifyWindow } from './support/argon-yardstick';
import { DEMO_LOGIN, productEnv, serverMain } from './support/product-server';
import { root, startProcess, type Started } from './support/start-server';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = Math.min(2, DURATION_S);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const SERVER_MAIN = serverMain();

interface Figures {
  rps: number;
  p99: number;
  errors: number;
  /** Server CPU time (all threads) per request, µs. */
  cpuUs: number;
}

async function cannon(target: Started, opts: autocannon.Options, duration = DURATION_S): Promise<Figures> {
  const before = target.cpuSeconds();
  const r = await autocannon({ duration, ...opts });
  const cpu = target.cpuSeconds() - before;
  const bad = r.errors + r.timeouts + (r.non2xx ?? 0);
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    errors: bad,
    cpuUs: (cpu / Math.max(1, r.requests.total)) * 1e6,
  };
}

interface GrantFigures {
  rate: number;
  verifyRate: number;
  /** Lowest and highest ratio of a single round. */
  range: [number, number];
  cpuUs: number;
  verifyCpuUs: number;
  errors: number;
}

/**
 * The password grant against the bare verification rate, measured in alternating windows (bare, grant, bare,
 * grant …; BENCH_ROUNDS rounds of BENCH_DURATION / 2 s each) and compared over the sums: on a shared virtual
 * machine the speed of the host drifts by a fifth within minutes, and alternating puts the same drift on both sides.
 */
async function passwordGrant(server: Started): Promise<GrantFigures> {
  const opts = passwordGrantLoad(server.url);
  const hash = await hashPassword(DEMO_LOGIN.password);
  const window = DURATION_S / 2;
  await bareVerifyWindow(hash, WARMUP_S);
  await cannon(server, opts, GRANT_WARMUP_S);
  let verified = 0;
  let verifyCpuUs = 0;
  let granted = 0;
  let grantCpuUs = 0;
  let errors = 0;
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const bare = await bareVerifyWindow(hash, window);
    const grant = await cannon(server, opts, window);
    const grants = grant.rps * window;
    verified += bare.done;
    verifyCpuUs += bare.cpuUs;
    granted += grants;
    grantCpuUs += grant.cpuUs * grants;
    errors += grant.errors;
    ratios.push(grants / bare.done);
  }
  return {
    rate: granted / (ROUNDS * window),
    verifyRate: verified / (ROUNDS * window),
    range: [Math.min(...ratios), Math.max(...ratios)],
    cpuUs: grantCpuUs / granted,
    verifyCpuUs: verifyCpuUs / verified,
    errors,
  };
}

const rows: Array<[string, string, string, string]> = [];
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

/** Password grant and getClientBasicInfo (against the bare route) on one database engine. */
async function runOn(engine: 'PGlite' | 'PostgreSQL'): Promise<void> {
  const databases = engine === 'PostgreSQL' ? [await freshPostgres('product'), await freshPostgres('baseline')] : [];
  const [productDb, baselineDb] = databases;
  try {
    const server = await startProcess(
      [SERVER_MAIN],
      { ...productEnv, DATABASE_URL: productDb?.url ?? '' },
      '/api/health',
    );
    try {
      const grant = await passwordGrant(server);
      const pct = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;
      rows.push([
        `password grant vs bare argon2id verify (${engine})`,
        `${grant.rate.toFixed(1)} req/s vs ${grant.verifyRate.toFixed(1)} verify/s over ${ROUNDS} alternating rounds ` +
          `(rounds ${pct(grant.range[0])}–${pct(grant.range[1])}); CPU ${(grant.cpuUs / 1000).toFixed(1)} ms/grant vs ` +
          `${(grant.verifyCpuUs / 1000).toFixed(1)} ms/verify (${grant.errors} errors)`,
        pct(grant.rate / grant.verifyRate),
        // On a fast host no login with the lockout and the audit meets it: grant-floor.ts measures the floor (ADR 0008).
        `≥ 80%: ${grant.rate / grant.verifyRate >= 0.8 ? verdict(true) : `${verdict(false)} (ADR 0008)`}`,
      ]);

      const access = await accessToken(server.url);
      const baseline = await startProcess(
        ['--import', 'tsx', path.join(root, 'bench/baseline-server.ts')],
        { DATABASE_URL: baselineDb?.url ?? '' },
        '/health',
      );
      try {
        const bareOpts = { url: `${baseline.url}/basic-info`, connections: 50 };
        const apiOpts = basicInfoLoad(server.url, access);
        // Warm both up (JIT, statement caches) before measuring.
        await cannon(baseline, bareOpts, WARMUP_S);
        await cannon(server, apiOpts, WARMUP_S);
        const bare = await cannon(baseline, bareOpts);
        const api = await cannon(server, apiOpts);
        const share = api.rps / bare.rps;
        rows.push([
          `getClientBasicInfo vs bare route, 50 connections (${engine})`,
          `${api.rps.toFixed(0)} vs ${bare.rps.toFixed(0)} req/s; p99 ${api.p99} vs ${bare.p99} ms; ` +
            `server CPU ${api.cpuUs.toFixed(0)} vs ${bare.cpuUs.toFixed(0)} µs/req (${api.errors} errors)`,
          `${(share * 100).toFixed(0)}%`,
          `≥ 50% and p99 < 60 ms: ${verdict(share >= 0.5 && api.p99 < 60)}`,
        ]);
      } finally {
        await baseline.stop();
      }
    } finally {
      await server.stop();
    }
  } finally {
    for (const database of databases) await database.drop();
  }
}

await runOn('PGlite');
if (POSTGRES_ADMIN_URL) await runOn('PostgreSQL');
else rows.push(['PostgreSQL runs', 'skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL)', '', '']);

// What a phone gets, measured by the browser (bench/lighthouse.ts): replaces the count from Vite's manifest
// (bench/initial-js.ts), which assumed gzip the server did not send and ignored requests and round trips.
// BENCH_LIGHTHOUSE=0 leaves it out (a server-side change measured alone, or no browser at hand).
if (process.env.BENCH_LIGHTHOUSE !== '0') rows.push(...lighthouseRows(await runLighthouse()));

console.log(
  `\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${DURATION_S} s per run` +
    `${process.env.BENCH_SERVER ? `, server ${SERVER_MAIN}` : ''}\n`,
);
console.log('| benchmark | figures | ratio | goal |\n|---|---|---|---|');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
