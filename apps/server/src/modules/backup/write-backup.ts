import { constants } from 'node:fs';
import { copyFile, cp, link, mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config/config';
import type { Database } from '../../db/connection';
import { LOCK_FILES } from '../../db/data-folder-lock';
import { installedPgliteVersion } from '../../db/empty-database';
import { writeBackupArchive, type BackupManifest } from './backup-archive';
import { schemaVersion } from './schema-version';

/**
 * A consistent backup of the embedded database and the disk file store, taken while the server runs
 * (docs/operations.md, "Backup and restore").
 *
 * The snapshot is a copy of the database's folder taken while the engine runs nothing (PGlite's runExclusive, as
 * its own dumpDataDir does): the files then hold what a crash at that instant would leave, and PostgreSQL recovers
 * that on the restored folder's first start (every committed transaction kept, an open one rolled back). A
 * CHECKPOINT just before keeps that recovery short. The copy goes to disk next to DATA_DIR rather than into memory
 * (dumpDataDir builds the whole tarball in memory: tens of MB more for the server). In the same instant the file
 * store is hard-linked (instant, no copy: a stored file is never changed in place, only replaced by a rename or
 * removed), so the files match the database: a document committed before the snapshot is in it, even if it is
 * deleted a moment later. Requests wait for that instant only (the copy of the database folder); the archive is
 * then packed and checksummed from the staging folder while the server serves.
 *
 * pg_dump for PGlite (@electric-sql/pglite-tools) was tried and not chosen: it runs synchronously on the event loop
 * (the whole server stops for the whole dump), talks to the engine around PGlite's locks (inside whatever
 * transaction the app has open), drops the app's prepared statements (DEALLOCATE ALL), and pins an older PGlite as
 * its peer dependency; a plain SQL dump also restores slowly (one INSERT per row).
 */

export interface BackupSources {
  database: Pick<Database, 'db' | 'kind' | 'folder'>;
  config: Pick<Config, 'dataDir' | 'files'>;
}

/** The disk file store's root (modules/files/file-store.ts). */
const fileStoreRoot = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'files');
/** The disk store's temporaries of uploads in progress (modules/files/disk-file-store.ts). */
const TEMPORARY = /\.tmp$/;
/** What a PostgreSQL folder may hold that belongs to the running engine, not to the data. */
const ENGINE_FILES = new Set(['postmaster.pid', 'postmaster.opts', ...LOCK_FILES]);

export class PostgresBackupError extends Error {
  constructor() {
    super(
      'the database is PostgreSQL (DATABASE_URL): back it up with pg_dump, or base backups with WAL archiving, ' +
        'and the file store with its bucket versioning (docs/operations.md, "Backup and restore")',
    );
    this.name = 'PostgresBackupError';
  }
}

/** A backup's staging folder (next to DATA_DIR's data) still there after this long was left by a process that died. */
const STALE_STAGING_MS = 6 * 60 * 60 * 1000;

async function removeStaleStaging(dataDir: string, now = Date.now()): Promise<void> {
  for (const name of await readdir(dataDir)) {
    if (!name.startsWith('.backup-')) continue;
    const full = path.join(dataDir, name);
    const { mtimeMs } = await stat(full).catch(() => ({ mtimeMs: now }));
    if (now - mtimeMs > STALE_STAGING_MS) await rm(full, { recursive: true, force: true });
  }
}

/** Links (or, across file systems, copies) every stored file under `from` into `to`; answers how many. */
async function linkTree(from: string, to: string): Promise<number> {
  await mkdir(to, { recursive: true });
  let entries;
  try {
    entries = await readdir(from, { recursive: true, withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  let count = 0;
  for (const entry of entries) {
    if (!entry.isFile() || TEMPORARY.test(entry.name)) continue;
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(to, path.relative(from, source));
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await link(source, target);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') continue; // removed since the listing: not in the snapshot
      if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP') throw err;
      await copyFile(source, target);
    }
    count += 1;
  }
  return count;
}

/** Writes a backup of the embedded database (and the disk file store) to `file`; answers its manifest. */
export async function writeBackup(sources: BackupSources, file: string): Promise<BackupManifest> {
  const { database, config } = sources;
  const folder = database.folder;
  if (database.kind !== 'pglite') throw new PostgresBackupError();
  if (!folder) throw new Error('the embedded database is in memory: there is no folder to back up');
  const target = path.resolve(file);
  await mkdir(path.dirname(target), { recursive: true });
  await mkdir(config.dataDir, { recursive: true });
  await removeStaleStaging(config.dataDir);
  // Next to the data, so that the file store's hard links stay on its file system.
  const staging = await mkdtemp(path.join(config.dataDir, '.backup-'));
  try {
    const schema = await schemaVersion(database.db);
    await database.db.execute(sql`checkpoint`);
    const createdAt = new Date();
    const files = await folder.runExclusive(async () => {
      await cp(folder.path, path.join(staging, 'db'), {
        recursive: true,
        mode: constants.COPYFILE_FICLONE,
        filter: (source) => !(path.dirname(source) === folder.path && ENGINE_FILES.has(path.basename(source))),
      });
      if (config.files.s3) {
        await mkdir(path.join(staging, 'files'));
        return 0;
      }
      return linkTree(fileStoreRoot(config), path.join(staging, 'files'));
    });
    const postgres = (await readFile(path.join(staging, 'db', 'PG_VERSION'), 'utf8')).trim();
    return await writeBackupArchive(staging, target, {
      createdAt: createdAt.toISOString(),
      schemaVersion: schema,
      pglite: installedPgliteVersion(),
      postgres,
      fileStore: config.files.s3 ? 's3' : 'disk',
      files,
    });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
