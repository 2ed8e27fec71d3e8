import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { askHolder, DataFolderInUseError, lockAddress, lockDataFolder } from './data-folder-lock';

/** Another process holding a folder's lock; with `busyMs`, its event loop then blocked that long (a long query). */
function holder(folder: string, busyMs = 0): Promise<ChildProcess> {
  const lockModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data-folder-lock.ts');
  const script = `
    const { lockDataFolder } = await import(${JSON.stringify(lockModule)});
    await lockDataFolder(${JSON.stringify(folder)});
    process.stdout.write('locked\\n');
    const until = Date.now() + ${busyMs};
    while (Date.now() < until);
    setInterval(() => undefined, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`the holder exited (${code})`)));
  });
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe('the data folder lock', () => {
  let folder = '';
  const children: ChildProcess[] = [];
  afterEach(async () => {
    for (const child of children.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) await killed(child);
    }
    rmSync(folder, { recursive: true, force: true });
  });

  it('is refused to a second process, naming the folder and the holder, and free again after a kill -9', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'harta-lock-unit-'));
    const child = await holder(folder);
    children.push(child);
    const refusal = await lockDataFolder(folder).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(refusal).toBeInstanceOf(DataFolderInUseError);
    expect((refusal as DataFolderInUseError).pid).toBe(child.pid);
    expect((refusal as Error).message).toContain(`the data folder ${realpathSync(folder)} is in use`);

    await killed(child);
    const lock = await lockDataFolder(folder);
    await lock.release();
  }, 60_000);

  it('names the holder even when its event loop is too busy to answer', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'harta-lock-unit-'));
    const child = await holder(folder, 6_000);
    children.push(child);
    await expect(lockDataFolder(folder)).rejects.toMatchObject({ pid: child.pid });
  }, 60_000);

  it('answers a registered request only with the folder’s token', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'harta-lock-unit-'));
    const lock = await lockDataFolder(folder);
    try {
      lock.handle('echo', async (args) => ({ echoed: args.word }));
      expect(await askHolder(folder, 'echo', { word: 'hello' }, 5_000)).toEqual({ echoed: 'hello' });
      await expect(askHolder(folder, 'unknown', {}, 5_000)).rejects.toThrow(/does not do unknown/);
    } finally {
      await lock.release();
    }
    await expect(askHolder(folder, 'echo', {}, 5_000)).rejects.toThrow();
  });

  it('is an abstract socket named after the folder on Linux, hashed when the path is too long', () => {
    expect(lockAddress('/srv/harta/var/db', 'linux')).toBe('\0harta:/srv/harta/var/db');
    const long = `/srv/${'x'.repeat(200)}/db`;
    expect(lockAddress(long, 'linux')).toMatch(/^\0harta:sha256:[0-9a-f]{64}$/);
    expect(lockAddress('/srv/harta/var/db', 'win32')).toMatch(/^\\\\\?\\pipe\\harta-[0-9a-f]{64}$/);
    expect(lockAddress('/srv/harta/var/db', 'darwin')).toBe('/srv/harta/var/db/.harta.lock.sock');
  });
});
