import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getPriority } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { createArgonPool, type ArgonPool } from './argon-pool';
import { PASSWORD_HASH_OPTIONS } from './passwords';

/** Nice level of every thread of this process (Linux: field 19 of /proc/self/task/<tid>/stat). */
function threadNiceLevels(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('argon2 pool', () => {
  let pool: ArgonPool;
  afterEach(() => pool.close());

  it('hashes and verifies, more jobs at once than it has threads', async () => {
    pool = createArgonPool(2);
    const hash = await pool.run<string>({ op: 'hash', password: 'Str0ng!pass', options: PASSWORD_HASH_OPTIONS });
    expect(hash).toMatch(/^\$argon2id\$/);
    const answers = await Promise.all(
      ['Str0ng!pass', 'wrong', 'Str0ng!pass', 'str0ng!pass', 'Str0ng!pass'].map((password) =>
        pool.run<boolean>({ op: 'verify', hash, password }),
      ),
    );
    expect(answers).toEqual([true, false, true, false, true]);
  });

  it('refuses a malformed hash with an error and keeps serving', async () => {
    pool = createArgonPool(1);
    await expect(pool.run({ op: 'verify', hash: 'not-a-hash', password: 'x' })).rejects.toThrow();
    const hash = await pool.run<string>({ op: 'hash', password: 'again', options: PASSWORD_HASH_OPTIONS });
    expect(await pool.run<boolean>({ op: 'verify', hash, password: 'again' })).toBe(true);
  });

  it('runs its threads at a lower CPU priority than the event loop', async () => {
    pool = createArgonPool(1);
    await pool.run({ op: 'hash', password: 'x', options: PASSWORD_HASH_OPTIONS });
    const base = getPriority(0);
    expect(threadNiceLevels()).toContain(Math.min(19, base + 10));
  });

  it('keeps a script alive while it works, and lets it end once idle', () => {
    pool = createArgonPool(1);
    const script = `
      import { createArgonPool } from ${JSON.stringify(fileURLToPath(new URL('./argon-pool.ts', import.meta.url)))};
      const pool = createArgonPool(1);
      pool.run({ op: 'hash', password: 'x', options: { memoryCost: 19456, timeCost: 2, parallelism: 1 } })
        .then((hash) => console.log(hash.slice(0, 9)));
    `;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(child.stdout.trim()).toBe('$argon2id');
    expect(child.status).toBe(0);
  });

  it('stops a thread that has been idle for a while, and starts one again for the next job', () => {
    // In a process of its own: in this one, the threads of the tests before (pools closing, Vitest's own) come and
    // go while it counts.
    const script = `
      import { readdirSync } from 'node:fs';
      import { createArgonPool } from ${JSON.stringify(fileURLToPath(new URL('./argon-pool.ts', import.meta.url)))};
      const threads = () => readdirSync('/proc/self/task').length;
      const until = async (ok) => {
        for (const end = Date.now() + 10_000; Date.now() < end; await new Promise((r) => setTimeout(r, 20)))
          if (ok()) return true;
        return false;
      };
      const before = threads();
      const pool = createArgonPool(1, 1_000);
      // Seen while the job runs or just after: on a loaded machine a check can come after the idle time.
      const job = pool.run({ op: 'hash', password: 'x', options: { memoryCost: 19456, timeCost: 2, parallelism: 1 } });
      const started = await until(() => threads() > before);
      const hash = await job;
      // An idle thread holds its own JavaScript heap (about 8 MB): it goes once it has had nothing to do.
      const stopped = await until(() => threads() === before);
      const verified = await pool.run({ op: 'verify', hash, password: 'x' });
      console.log(JSON.stringify({ started, stopped, verified }));
      await pool.close();
    `;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(JSON.parse(child.stdout.trim() || '{}'), child.stderr).toEqual({
      started: true,
      stopped: true,
      verified: true,
    });
  });

  it('refuses work once closed', async () => {
    pool = createArgonPool(1);
    await pool.close();
    await expect(pool.run({ op: 'verify', hash: 'x', password: 'y' })).rejects.toThrow(/closed/);
  });
});
