// The first start a newcomer waits for (`npm run first-start -w @harta/bench`, needs `npm run build` first): the
// built server (`npm start`'s node flags) on an empty data folder with the demo seed and its five years of demo
// history (DEMO_HISTORY_YEARS, default 5), timed from the spawn to /api/health answering and to demo@'s password
// grant succeeding, and to the end of the start-up work it runs behind (GET /api/health's `starting`: the demo
// history); with the server's CPU seconds (user + system, all threads) at each point, the figure to read on a
// shared host. BENCH_RUNS repeats it (default 1); BENCH_SERVER names another build to measure (an older commit's
// dist/main.js). docs: bench/README.md "First start".
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { accessToken } from './support/api-load';
import { freePort, nodeFlags, processCpuSeconds, root } from './support/start-server';

const SERVER_MAIN = path.resolve(process.env.BENCH_SERVER || path.join(root, 'apps/server/dist/main.js'));
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const YEARS = process.env.DEMO_HISTORY_YEARS ?? '5';
const TIMEOUT_MS = Number(process.env.BENCH_START_TIMEOUT_MS ?? 600_000);

const f = (n: number) => n.toFixed(1);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Run {
  healthS: number;
  healthCpuS: number;
  loginS: number;
  loginCpuS: number;
  /** When /api/health stopped listing start-up work (the demo history seeded behind the serving server). */
  seededS: number;
  seededCpuS: number;
}

async function firstStart(): Promise<Run> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'harta-first-start-'));
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeFlags(), SERVER_MAIN], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      DEMO_HISTORY_YEARS: YEARS,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const seconds = () => (performance.now() - started) / 1000;
  try {
    let health: { s: number; cpu: number } | undefined;
    while (!health) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
      if (seconds() * 1000 > TIMEOUT_MS) throw new Error('no answer in time');
      try {
        if ((await fetch(`${url}/api/health`)).ok) health = { s: seconds(), cpu: processCpuSeconds(child.pid) };
        if (health) process.stderr.write(`  /api/health answered after ${f(health.s)} s (${f(health.cpu)} s CPU)\n`);
      } catch {
        /* not listening yet */
      }
      if (!health) await sleep(100);
    }
    for (;;) {
      try {
        await accessToken(url);
        break;
      } catch (err) {
        if (seconds() * 1000 > TIMEOUT_MS) throw err;
        await sleep(200);
      }
    }
    const login = { s: seconds(), cpu: processCpuSeconds(child.pid) };
    process.stderr.write(`  demo login after ${f(login.s)} s (${f(login.cpu)} s CPU)\n`);
    for (;;) {
      const body = (await (await fetch(`${url}/api/health`)).json()) as { result: { starting?: string[] } };
      if (!body.result.starting?.length) break;
      if (seconds() * 1000 > TIMEOUT_MS) throw new Error('the start-up work did not end in time');
      await sleep(500);
    }
    return {
      healthS: health.s,
      healthCpuS: health.cpu,
      loginS: login.s,
      loginCpuS: login.cpu,
      seededS: seconds(),
      seededCpuS: processCpuSeconds(child.pid),
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`first start, PGlite, DEMO_HISTORY_YEARS=${YEARS}, ${SERVER_MAIN}`);
console.log('| run | load average | /api/health | CPU then | demo login | CPU then | history seeded | CPU then |');
console.log('| --- | ------------ | ----------- | -------- | ---------- | -------- | -------------- | -------- |');
for (let i = 1; i <= RUNS; i += 1) {
  const load = loadavg()[0]!.toFixed(1);
  const run = await firstStart();
  console.log(
    `| ${i} | ${load} | ${f(run.healthS)} s | ${f(run.healthCpuS)} s | ${f(run.loginS)} s | ${f(run.loginCpuS)} s | ` +
      `${f(run.seededS)} s | ${f(run.seededCpuS)} s |`,
  );
}
