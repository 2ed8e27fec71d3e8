import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';

const POLL_MS = 250;

/** Whether the process that took a lock is gone (a worker that died without letting go). */
function ownerGone(dir: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dir, 'owner'), 'utf8'));
  } catch {
    // Taken a moment ago and its owner file not written yet: not stale.
    return false;
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Runs `work` while no other Playwright worker of this run runs work under the same `name` (docs/testing.md "What
 * workers share"): for what the server allows once at a time for everyone, such as one pending request per action
 * under four eyes. The lock is a directory (mkdir either creates it or fails, atomically across processes) named
 * after the run's server, so two runs on one machine do not wait for each other. The time spent waiting is added to
 * the test's time limit: it is another worker's work, not this test being slow.
 */
export async function oneWorkerAtATime<T>(name: string, work: () => Promise<T>): Promise<T> {
  const server = new URL(process.env.E2E_BASE_URL ?? 'http://unknown').port;
  const dir = path.join(tmpdir(), `harta-e2e-${server}-${name}.lock`);
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(dir);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      if (ownerGone(dir)) rmSync(dir, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
  writeFileSync(path.join(dir, 'owner'), String(process.pid));
  const info = test.info();
  if (info.timeout > 0) info.setTimeout(info.timeout + (Date.now() - started));
  try {
    return await work();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
