import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { startFlags } from '../../scripts/start-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: { exitCode: number | null }, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} during start-up`);
    try {
      const res = await fetch(url);
      // Answering, and done with the start-up work it runs behind (a first start's demo history): the tests
      // read demo@'s history as a newcomer finds it once seeded.
      if (res.ok && !((await res.json()) as { result: { starting?: string[] } }).result.starting?.length) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs} ms`);
}

/** The Node flags of the root package.json's start script, so the tests run the server as `npm start` does. */
const SERVER_FLAGS = startFlags(path.join(root, 'package.json'));

/**
 * Starts the built server (`node <SERVER_FLAGS> apps/server/dist/main.js`, as `npm start` runs it) on a free port
 * with a fresh embedded database and the demo seed; tests read the address from E2E_BASE_URL.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'harta-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...SERVER_FLAGS, path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      // The embedded engine unless E2E_DATABASE_URL names a PostgreSQL database (an empty one) to run against.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      ENVIRONMENT: 'test',
      SEED_DEMO: 'true',
      // A year of demo@ history is enough for the browser tests (the server test checks the five years) and keeps
      // the start short on a loaded machine.
      DEMO_HISTORY_YEARS: '1',
      // A copy of every demo staff member for each worker after the first, so that workers never take each other's
      // second-factor codes (support/staff-login.ts `workerStaffEmail`; docs/testing.md "Staff members per worker").
      DEMO_STAFF_COPIES: String(Math.max(0, config.workers - 1)),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      // The trade run's clock a week ahead: staff can run the trade date of a deposit made now, whose cut-off has not
      // come in real time (docs/money.md "Trade run"; allowed in test and development only).
      TRADE_CLOCK_OFFSET_HOURS: '168',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    // A fresh database seeds demo@'s history (trade runs and daily valuations) while the server answers.
    await waitForHealth(`${baseUrl}/api/health`, child, 600_000);
  } catch (err) {
    // No teardown runs after a failed setup: without this the server would outlive the run, holding its output pipe.
    child.kill('SIGTERM');
    throw err;
  }
  process.env.E2E_BASE_URL = baseUrl;

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
