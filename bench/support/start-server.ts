import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFlags } from '../../scripts/start-flags.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** BENCH_START_TIMEOUT_MS: how long a started server may take to answer (one that seeds a lot on a loaded host). */
const START_TIMEOUT_MS = Number(process.env.BENCH_START_TIMEOUT_MS ?? 180_000);

export async function waitFor(url: string, child: ChildProcess, timeoutMs = START_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}) before ${url} answered`);
    try {
      const res = await fetch(url);
      // A health URL that lists start-up work still running (a first start's demo history) is not ready yet.
      if (
        res.ok &&
        !((await res.json().catch(() => ({}))) as { result?: { starting?: string[] } }).result?.starting?.length
      )
        return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer in time`);
}

export interface Started {
  url: string;
  pid: number;
  /** CPU seconds (user + system) the process has used so far, all threads (Linux; 0 elsewhere). */
  cpuSeconds(): number;
  /** The same for the main thread alone (the event loop: JavaScript, and PGlite, which runs on it). */
  mainThreadCpuSeconds(): number;
  stop(): Promise<void>;
}

/**
 * Waits until a started server is idle (under 5% of a core over a second; at most a minute): a first start's jobs
 * run once the demo history is seeded, and would otherwise be measured with whatever load comes first.
 */
export async function waitUntilIdle(server: Pick<Started, 'cpuSeconds'>): Promise<void> {
  for (let i = 0; i < 60; i++) {
    const before = server.cpuSeconds();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (server.cpuSeconds() - before < 0.05) return;
  }
}

/**
 * The fields of /proc/<pid>/stat (or of one thread's), from the state on (the name before it may hold spaces): utime
 * and stime are [11] and [12], nice [16]. Undefined when the process or thread is gone.
 */
export function procStatFields(pid: number | undefined, thread?: number): string[] | undefined {
  try {
    const stat = readFileSync(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** utime + stime from procStatFields, in seconds (clock ticks are 1/100 s on Linux); 0 when unreadable. */
export function cpuSecondsOf(fields: readonly string[] | undefined): number {
  return fields ? (Number(fields[11]) + Number(fields[12])) / 100 : 0;
}

/** utime + stime of a process (or one of its threads), in seconds. */
export function processCpuSeconds(pid: number | undefined, thread?: number): number {
  return cpuSecondsOf(procStatFields(pid, thread));
}

/** A figure of /proc/<pid>/status in MB (VmRSS: resident now, VmHWM: the peak so far); 0 when unreadable. */
export function processMemoryMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * The Node flags `npm start` runs the server with (the root package.json's start script, `node <flags>
 * apps/server/dist/main.js`), so that the benchmarks measure the server as it is deployed. BENCH_NODE_FLAGS replaces
 * them to compare settings (e.g. `--optimize-for-size`; empty: none).
 */
export function nodeFlags(): string[] {
  const override = process.env.BENCH_NODE_FLAGS;
  if (override !== undefined) return override.split(' ').filter(Boolean);
  return startFlags(path.join(root, 'package.json'));
}

/**
 * Starts a Node process (the built product server, or a baseline script) with `nodeFlags()` and waits for its
 * health URL. It gets a fresh DATA_DIR, removed when it stops, unless `keepDataDir` names one to use and keep (to
 * restart on it).
 */
export async function startProcess(
  args: string[],
  env: Record<string, string>,
  healthPath: string,
  keepDataDir?: string,
): Promise<Started> {
  const port = await freePort();
  const dataDir = keepDataDir ?? mkdtempSync(path.join(tmpdir(), 'harta-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeFlags(), ...args], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, ...env },
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit'],
  });
  try {
    // BENCH_START_TIMEOUT_MS: a server that seeds a lot on a loaded host may need longer than a minute.
    await waitFor(url + healthPath, child, Number(process.env.BENCH_START_TIMEOUT_MS ?? 180_000));
  } catch (err) {
    child.kill('SIGTERM');
    throw err;
  }
  return {
    url,
    pid: child.pid!,
    cpuSeconds: () => processCpuSeconds(child.pid),
    mainThreadCpuSeconds: () => processCpuSeconds(child.pid, child.pid),
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      if (!keepDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
