import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertValidKey, FileNotFoundError, type FileStore } from './file-store';

/** `put` writes `<key>.<uuid>.tmp` first; only names of that shape are ever treated as its temporaries. */
const TEMPORARY = /\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.tmp$/;
/** A write in progress renames its temporary within moments; one older than this was interrupted. */
const STALE_AFTER_MS = 60_000;

/**
 * Removes the temporaries of interrupted uploads (a crash or restart between write and rename leaves them
 * forever otherwise). Only those older than a minute, so a write still under way in another process sharing
 * the folder (a separate worker) is never cut short. Run at start; answers how many were removed.
 */
export async function removeStaleTemporaryFiles(root: string, now: number = Date.now()): Promise<number> {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  let removed = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !TEMPORARY.test(entry.name)) continue;
    const full = path.join(entry.parentPath, entry.name);
    const { mtimeMs } = await stat(full).catch(() => ({ mtimeMs: now }));
    if (now - mtimeMs < STALE_AFTER_MS) continue;
    await rm(full, { force: true });
    removed += 1;
  }
  return removed;
}

/** Files under one root folder (DATA_DIR/files). Writes go to a temporary name first, then are renamed. */
export function createDiskFileStore(root: string): FileStore {
  const resolve = (key: string) => {
    assertValidKey(key);
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`invalid file store key: ${key}`);
    return full;
  };
  return {
    kind: 'disk',
    async put(key, data) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true, mode: 0o700 });
      const temp = `${full}.${randomUUID()}.tmp`;
      await writeFile(temp, data, { mode: 0o600 });
      await rename(temp, full);
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new FileNotFoundError(key);
        throw err;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
