// Resident memory of the built server (`npx tsx bench/memory.ts`, needs `npm run build` first): on the embedded
// engine (PGlite) and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a PostgreSQL server where the user may
// create databases, on PostgreSQL too (a fresh database per run, dropped at the end).
//
// Per engine: the first start on an empty data folder (settled RSS, then the peak under the API benchmark's load),
// then a restart on the same folder (idle RSS and the peak under the same load). RSS is read from
// /proc/<pid>/status, so this runs on Linux only. BENCH_DURATION sets the seconds of each load (default 10);
// BENCH_SERVER names another build of the server to measure (e.g. an older commit's dist/main.js).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { accessToken, basicInfoLoad, passwordGrantLoad } from './support/api-load';
import { freshPostgres, POSTGRES_ADMIN_URL } from './support/postgres';
import { processMemoryMb, root, startProcess, type Started } from './support/start-server';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const SERVER_MAIN = path.resolve(process.env.BENCH_SERVER || path.join(root, 'apps/server/dist/main.js'));
const GOAL_IDLE_MB = 300;
const GOAL_LOAD_MB = 400;
const productEnv = { SEED_DEMO: 'true', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000', ENVIRONMENT: 'test' };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * RSS once it stops moving: sampled every 0.5 s until the last 3 s stay within 2 MB (at most 30 s). A server
 * that has just answered its health check is still compiling, collecting and finishing its start-up work.
 */
async function settledRssMb(server: Started): Promise<number> {
  const samples: number[] = [];
  const deadline = Date.now() + 30_000;
  for (;;) {
    samples.push(processMemoryMb(server.pid));
    const window = samples.slice(-7);
    if (window.length === 7 && Math.max(...window) - Math.min(...window) < 2) break;
    if (Date.now() > deadline) break;
    await sleep(500);
  }
  return samples[samples.length - 1]!;
}

/** The highest RSS seen (sampled every 100 ms) while `work` runs. */
async function peakRssMbDuring(server: Started, work: () => Promise<unknown>): Promise<number> {
  let peak = processMemoryMb(server.pid);
  const timer = setInterval(() => (peak = Math.max(peak, processMemoryMb(server.pid))), 100);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, processMemoryMb(server.pid));
}

async function load(options: autocannon.Options): Promise<void> {
  const r = await autocannon({ duration: DURATION_S, ...options });
  const bad = r.errors + r.timeouts + (r.non2xx ?? 0);
  if (bad > 0) throw new Error(`${bad} failed requests under load (${String(options.url)})`);
}

/** The API benchmark's load: the password grant (4 connections), then getClientBasicInfo (50 connections). */
async function peakUnderApiLoad(server: Started): Promise<number> {
  const token = await accessToken(server.url);
  return peakRssMbDuring(server, async () => {
    await load(passwordGrantLoad(server.url));
    await load(basicInfoLoad(server.url, token));
  });
}

interface Phase {
  /** RSS once settled after start-up. */
  idle: number;
  /** The highest RSS during start-up (VmHWM when the health check first answers). */
  startPeak: number;
  /** The highest RSS under the API load. */
  loaded: number;
}

async function phase(dataDir: string, databaseUrl: string): Promise<Phase> {
  const server = await startProcess(
    [SERVER_MAIN],
    { ...productEnv, DATABASE_URL: databaseUrl },
    '/api/health',
    dataDir,
  );
  try {
    const startPeak = processMemoryMb(server.pid, 'VmHWM');
    const idle = await settledRssMb(server);
    const loaded = await peakUnderApiLoad(server);
    return { idle, startPeak, loaded };
  } finally {
    await server.stop();
  }
}

const rows: string[][] = [];
const mb = (n: number) => `${n.toFixed(0)} MB`;
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

async function runOn(engine: 'PGlite' | 'PostgreSQL'): Promise<void> {
  const database = engine === 'PostgreSQL' ? await freshPostgres('memory') : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'harta-bench-memory-'));
  try {
    const first = await phase(dataDir, database?.url ?? '');
    const again = await phase(dataDir, database?.url ?? '');
    const goals = (p: Phase) =>
      engine === 'PGlite'
        ? `≤ ${GOAL_IDLE_MB} idle: ${verdict(p.idle <= GOAL_IDLE_MB)}; ≤ ${GOAL_LOAD_MB} loaded: ${verdict(p.loaded <= GOAL_LOAD_MB)}`
        : '—';
    for (const [label, p] of [
      ['first start (empty data folder)', first],
      ['restart (same folder)', again],
    ] as const) {
      rows.push([`${engine}, ${label}`, mb(p.idle), mb(p.loaded), mb(p.startPeak), goals(p)]);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

await runOn('PGlite');
if (POSTGRES_ADMIN_URL) await runOn('PostgreSQL');
else rows.push(['PostgreSQL', 'skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL)', '', '', '']);

console.log(
  `\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, ` +
    `Node ${process.version}, ${DURATION_S} s per load${process.env.BENCH_SERVER ? `, server ${SERVER_MAIN}` : ''}\n`,
);
console.log('| run | RSS idle (settled) | RSS peak under API load | RSS peak during start-up | goal |');
console.log('|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
