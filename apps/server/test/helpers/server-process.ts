import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real server as an operator starts it: its own Node process (the source under tsx, so the suite needs no
 * build), on a DATA_DIR of the test's choosing. For what only separate processes show: the data folder's lock, a
 * kill -9, the backup command talking to a running server.
 */

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const MAIN = path.join(repositoryRoot, 'apps/server/src/main.ts');

/** A server process's settings: quick callbacks, no demo history, quiet logs. */
export function processEnv(dataDir: string, port: number, env: Record<string, string> = {}): NodeJS.ProcessEnv {
  const url = `http://127.0.0.1:${port}`;
  return {
    ...process.env,
    ENVIRONMENT: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DEMO_HISTORY_YEARS: '0',
    FPX_SANDBOX_CALLBACK_DELAY_MS: '0',
    RATE_LIMIT_MAX: '100000',
    BACKUP_CRON: 'off',
    ...env,
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Runs a TypeScript entry of the server (tsx) with `args`; the child's output is collected. */
export function spawnTs(entry: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess & { output(): string } {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: repositoryRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  return Object.assign(child, { output: () => output });
}

export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export interface ServerProcess {
  url: string;
  pid: number;
  output(): string;
  /** SIGTERM, and the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: the process dies at once, as a crash or an OOM killer leaves it. */
  kill9(): Promise<void>;
}

/** Starts the server on `dataDir` and waits until /api/health answers 200 with no start-up work left. */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
  timeoutMs = 120_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawnTs(MAIN, [], processEnv(dataDir, port, env));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) at start:\n${child.output()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer in time:\n${child.output()}`);
    }
    // Answering, and done with the start-up work it runs behind the listener (the scheduled jobs' start).
    const ok = await fetch(`${url}/api/health`).then(
      async (r) => r.ok && !((await r.json()) as { result: { starting?: string[] } }).result.starting?.length,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid!,
    output: () => child.output(),
    async stop() {
      child.kill('SIGTERM');
      return exited(child);
    },
    async kill9() {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}

/** Starts a server that is expected to refuse to start: answers its exit code and output once it has exited. */
export async function serverProcessOutcome(
  dataDir: string,
  timeoutMs = 60_000,
): Promise<{ code: number | null; output: string }> {
  const child = spawnTs(MAIN, [], processEnv(dataDir, await freePort()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await exited(child);
  clearTimeout(timer);
  return { code, output: child.output() };
}
