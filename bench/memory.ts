// Resident memory of the built server (`npm run memory -w @harta/bench`, needs `npm run build` first): on the
// embedded engine (PGlite) and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a PostgreSQL server where the
// user may create databases, on PostgreSQL too (a fresh database per run, dropped at the end).
//
// Per engine: the first start on an empty data folder, then a restart on the same folder. Each time: RSS once
// settled after start-up, the peak under the API benchmark's load (run-all.ts's password grant, then its
// getClientBasicInfo), RSS settled again after the load, and the peak during start-up. RSS is read from
// /proc/<pid>/status, so this runs on Linux only. BENCH_DURATION sets the seconds of each API load (default 10);
// after them comes the security probe's mix, 20 connections of logins, dashboard and performance calls at once for
// BENCH_MIXED_DURATION seconds (default 30; 0 leaves it out). BENCH_SERVER names another build of the server to
// measure (e.g. an older commit's dist/main.js).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { accessToken, basicInfoLoad, passwordGrantLoad } from './support/api-load';
import { freshPostgres, POSTGRES_ADMIN_URL } from './support/postgres';
import { processMemoryMb, root, startProcess, type Started } from './support/start-server';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const MIXED_DURATION_S = Number(process.env.BENCH_MIXED_DURATION ?? 30);
const SERVER_MAIN = path.resolve(process.env.BENCH_SERVER || path.join(root, 'apps/server/dist/main.js'));
const GOAL_IDLE_MB = 300;
const GOAL_LOAD_MB = 400;
const productEnv = { SEED_DEMO: 'true', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000', ENVIRONMENT: 'test' };
/** Longer than the argon2 pool keeps an idle thread (identity/argon-pool.ts). */
const AFTER_LOAD_WAIT_MS = 12_000;

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

/** Every process started by `pid`, and theirs (Linux: /proc/<pid>/task/<tid>/children). */
function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const list = readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim();
      if (list) children = children.concat(list.split(' ').map(Number));
    }
  } catch {
    /* gone meanwhile */
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** The highest value of `measure` (sampled every 100 ms) while `work` runs, and what `work` returned. */
async function peakDuring<T>(measure: () => number, work: () => Promise<T>): Promise<[number, T]> {
  let peak = measure();
  const timer = setInterval(() => (peak = Math.max(peak, measure())), 100);
  try {
    const result = await work();
    return [Math.max(peak, measure()), result];
  } finally {
    clearInterval(timer);
  }
}

async function load(options: autocannon.Options): Promise<void> {
  // Resident memory is the figure here, not latency: on a shared, loaded host a request may wait longer than
  // autocannon's default 10 s without anything being wrong with the server.
  const r = await autocannon({ duration: DURATION_S, timeout: 60, ...options });
  const bad = r.errors + r.timeouts + (r.non2xx ?? 0);
  if (bad > 0) throw new Error(`${bad} failed requests under load (${String(options.url)})`);
}

/**
 * The security probe's mix, all at once: logins (3 connections, as many as one account may have in flight), the
 * dashboard (9) and the performance page (8), 20 connections in all, gzip accepted as a browser does.
 */
async function mixedLoad(serverUrl: string, token: string): Promise<void> {
  if (MIXED_DURATION_S <= 0) return;
  const api = (path: string, connections: number): autocannon.Options => ({
    url: `${serverUrl}${path}`,
    connections,
    duration: MIXED_DURATION_S,
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
  });
  await Promise.all([
    load({ ...passwordGrantLoad(serverUrl), duration: MIXED_DURATION_S }),
    load(api('/api/dashboard/getDashBoardSummary', 9)),
    load(api('/api/performance', 8)),
  ]);
}

/**
 * The API benchmark's load: the password grant (3 connections), then getClientBasicInfo (50 connections); then the
 * security probe's mix (mixedLoad).
 */
async function peakUnderApiLoad(server: Started): Promise<number> {
  const token = await accessToken(server.url);
  const [peak] = await peakDuring(
    () => processMemoryMb(server.pid),
    async () => {
      await load(passwordGrantLoad(server.url));
      await load(basicInfoLoad(server.url, token));
      await mixedLoad(server.url, token);
    },
  );
  return peak;
}

interface Phase {
  /** RSS once settled after start-up. */
  idle: number;
  /** The highest RSS under the API load. */
  loaded: number;
  /** RSS settled again after the load, once the argon2 threads had time to stop. */
  afterLoad: number;
  /** The highest RSS during start-up: the server's own (VmHWM), and with the processes it started. */
  startPeak: number;
  startPeakWithChildren: number;
}

async function phase(dataDir: string, databaseUrl: string): Promise<Phase> {
  // The server and, on a first start, its child creating the database: whatever this benchmark starts from here
  // on (not tsx's own esbuild service, which was there before).
  const already = new Set(descendants(process.pid));
  const tree = () =>
    descendants(process.pid)
      .filter((pid) => !already.has(pid))
      .reduce((sum, pid) => sum + processMemoryMb(pid), 0);
  const [startPeakWithChildren, server] = await peakDuring(tree, () =>
    startProcess([SERVER_MAIN], { ...productEnv, DATABASE_URL: databaseUrl }, '/api/health', dataDir),
  );
  try {
    const startPeak = processMemoryMb(server.pid, 'VmHWM');
    const idle = await settledRssMb(server);
    const loaded = await peakUnderApiLoad(server);
    await sleep(AFTER_LOAD_WAIT_MS);
    const afterLoad = await settledRssMb(server);
    return { idle, loaded, afterLoad, startPeak, startPeakWithChildren: Math.max(startPeak, startPeakWithChildren) };
  } finally {
    await server.stop();
  }
}

const rows: string[][] = [];
const mb = (n: number) => `${n.toFixed(0)} MB`;
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

function goals(p: Phase): string {
  const idle = Math.max(p.idle, p.afterLoad);
  return (
    `idle ≤ ${GOAL_IDLE_MB} MB: ${verdict(idle <= GOAL_IDLE_MB)}; ` +
    `under load ≤ ${GOAL_LOAD_MB} MB: ${verdict(p.loaded <= GOAL_LOAD_MB)}`
  );
}

async function runOn(engine: 'PGlite' | 'PostgreSQL'): Promise<void> {
  const database = engine === 'PostgreSQL' ? await freshPostgres('memory') : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'harta-bench-memory-'));
  try {
    const first = await phase(dataDir, database?.url ?? '');
    const again = await phase(dataDir, database?.url ?? '');
    for (const [label, p] of [
      ['first start (empty data folder)', first],
      ['restart (same folder)', again],
    ] as const) {
      rows.push([
        `${engine}, ${label}`,
        mb(p.idle),
        mb(p.loaded),
        mb(p.afterLoad),
        `${mb(p.startPeak)} (${mb(p.startPeakWithChildren)} with its child processes)`,
        // The goals are the embedded default's: on PostgreSQL the figures are there to compare with.
        engine === 'PGlite' ? goals(p) : '—',
      ]);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

await runOn('PGlite');
if (POSTGRES_ADMIN_URL) await runOn('PostgreSQL');
else rows.push(['PostgreSQL', 'skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL)', '', '', '', '']);

console.log(
  `\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, ` +
    `Node ${process.version}, ${DURATION_S} s per API load, ${MIXED_DURATION_S} s of the mix${process.env.BENCH_SERVER ? `, server ${SERVER_MAIN}` : ''}\n`,
);
console.log(
  '| run | RSS idle (settled) | RSS peak under API load | RSS idle after the load | RSS peak during start-up | goal |',
);
console.log('|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
