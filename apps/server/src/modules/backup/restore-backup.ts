import { existsSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { openDatabase } from '../../db/connection';
import { LOCK_FILES, lockDataFolder } from '../../db/data-folder-lock';
import { readyMadeEmptyDatabase } from '../../db/empty-database';
import { BackupArchiveError, readBackupArchive, type BackupManifest } from './backup-archive';
import { knownMigrations, schemaVersion } from './schema-version';

/**
 * Restores a backup (write-backup.ts) into DATA_DIR (docs/operations.md, "Backup and restore"):
 *
 * 1. reads the whole archive once and refuses it, before anything is written, when it is not an intact Harta
 *    backup (checksum), was made by another PostgreSQL major version than this engine's, or by a newer Harta (a
 *    schema version this build does not know: its server could not run it);
 * 2. refuses a DATA_DIR that holds anything, unless `force` (then its database and file store are replaced; other
 *    content, such as a backups folder, is left alone);
 * 3. under the data folder's lock (no server may run there meanwhile), unpacks the database and the files;
 * 4. opens the restored database, which replays its write-ahead log, and checks it reports the manifest's schema.
 */

export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

export interface RestoreOptions {
  archive: string;
  dataDir: string;
  force?: boolean;
}

export interface RestoreReport {
  manifest: BackupManifest;
  /** The schema version the restored database reports once opened. */
  schemaVersion: string;
}

/** The PostgreSQL major version of this engine (PG_VERSION in the ready-made empty database), when shipped. */
async function installedPostgresMajor(): Promise<string | undefined> {
  const tarball = readyMadeEmptyDatabase();
  if (!tarball) return undefined;
  let version: string | undefined;
  await tar.list({
    file: tarball,
    filter: (p) => /(^|\/)PG_VERSION$/.test(p) && !p.includes('/base/'),
    onReadEntry: (entry) => {
      const chunks: Buffer[] = [];
      entry.on('data', (chunk: Buffer) => chunks.push(chunk));
      entry.on('end', () => (version ??= Buffer.concat(chunks).toString('utf8').trim()));
    },
  });
  return version;
}

function compatibility(archive: string, postgres: string | undefined): (manifest: BackupManifest) => void {
  const known = new Set(knownMigrations().map((m) => m.tag));
  return (manifest) => {
    if (postgres !== undefined && manifest.postgres !== postgres) {
      throw new BackupArchiveError(
        archive,
        `incompatible: its database was written by PostgreSQL ${manifest.postgres} (PGlite ${manifest.pglite}), ` +
          `this server's engine is PostgreSQL ${postgres}; restore it with a Harta of that engine version`,
      );
    }
    if (!known.has(manifest.schemaVersion)) {
      throw new BackupArchiveError(
        archive,
        `incompatible: its schema version ${manifest.schemaVersion} is unknown to this version of Harta ` +
          '(made by a newer one?); restore it with the version that made it, or a newer one',
      );
    }
  };
}

/** What DATA_DIR holds besides an empty `db` folder (which the lock may have created). */
async function contentsOf(dataDir: string): Promise<string[]> {
  if (!existsSync(dataDir)) return [];
  const names = await readdir(dataDir);
  const found: string[] = [];
  for (const name of names) {
    if (name === 'db' && (await readdir(path.join(dataDir, 'db'))).every((n) => LOCK_FILES.includes(n))) continue;
    found.push(name);
  }
  return found;
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreReport> {
  const archive = path.resolve(options.archive);
  if (!existsSync(archive)) throw new RestoreRefusedError(`${archive}: no such file`);
  const dataDir = path.resolve(options.dataDir);
  const check = compatibility(archive, await installedPostgresMajor());
  // First pass: verify everything before touching DATA_DIR.
  await readBackupArchive(archive, check);

  const present = await contentsOf(dataDir);
  if (present.length > 0 && !options.force) {
    throw new RestoreRefusedError(
      `${dataDir} is not empty (${present.slice(0, 5).join(', ')}${present.length > 5 ? ', …' : ''}): restore into ` +
        'an empty DATA_DIR, or add --force to replace its database and files',
    );
  }
  const dbFolder = path.join(dataDir, 'db');
  const lock = await lockDataFolder(dbFolder);
  try {
    // Replace what the archive restores; the lock's own files stay (they are the lock).
    for (const name of await readdir(dbFolder)) {
      if (!LOCK_FILES.includes(name)) await rm(path.join(dbFolder, name), { recursive: true, force: true });
    }
    await rm(path.join(dataDir, 'files'), { recursive: true, force: true });
    await mkdir(dataDir, { recursive: true });
    const manifest = await readBackupArchive(archive, check, dataDir);
    // Opening replays the write-ahead log up to the snapshot; the same process may, as it holds the lock.
    const database = await openDatabase({ dataDir: dbFolder });
    try {
      const restored = await schemaVersion(database.db);
      if (restored !== manifest.schemaVersion) {
        throw new BackupArchiveError(
          archive,
          `the restored database reports schema ${restored}, the manifest ${manifest.schemaVersion}`,
        );
      }
      return { manifest, schemaVersion: restored };
    } finally {
      await database.close();
    }
  } finally {
    await lock.release();
  }
}
