import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config/config';
import { openDatabase } from '../../db/connection';
import { askHolder, DataFolderInUseError } from '../../db/data-folder-lock';
import type { BackupManifest } from './backup-archive';
import { BACKUP_REQUEST } from './backup-requests';
import { writeBackup } from './write-backup';

/**
 * `npm run backup -- <file>`: a consistent backup of the embedded database and the disk file store into <file>
 * (docs/operations.md, "Backup and restore"). With the server running, the server holds the data folder, so the
 * command asks it (over the folder's lock socket) to write the backup from its own engine; with no server, the
 * command opens the folder itself, under the same lock, and does the same.
 */

/** A backup of a large pilot may take minutes; the server answers when the archive is complete. */
const BACKUP_TIMEOUT_MS = 60 * 60 * 1000;

function fail(message: string, code = 1): never {
  process.stderr.write(`backup: ${message}\n`);
  process.exit(code);
}

async function backUp(file: string): Promise<{ manifest: BackupManifest; by: string }> {
  const config = loadConfig();
  if (config.databaseUrl) {
    fail(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump or base backups (docs/operations.md, "Backup and restore")',
    );
  }
  const dbFolder = path.join(config.dataDir, 'db');
  if (!existsSync(path.join(dbFolder, 'PG_VERSION'))) fail(`there is no embedded database in ${dbFolder}`);
  try {
    const database = await openDatabase({ dataDir: dbFolder });
    try {
      return { manifest: await writeBackup({ database, config }, file), by: 'this command (no server running)' };
    } finally {
      await database.close();
    }
  } catch (err) {
    if (!(err instanceof DataFolderInUseError)) throw err;
    const manifest = (await askHolder(dbFolder, BACKUP_REQUEST, { file }, BACKUP_TIMEOUT_MS)) as BackupManifest;
    return { manifest, by: `the running server (pid ${err.pid ?? '?'})` };
  }
}

const [arg, ...rest] = process.argv.slice(2);
if (!arg || rest.length > 0 || arg.startsWith('-')) fail('usage: npm run backup -- <file>', 2);
const file = path.resolve(arg);
if (existsSync(file)) fail(`${file} already exists: name a new file`);
backUp(file).then(
  ({ manifest, by }) => {
    const mb = (statSync(file).size / 1024 / 1024).toFixed(1);
    process.stdout.write(
      `backup written to ${file} (${mb} MB) by ${by}: taken ${manifest.createdAt}, schema ${manifest.schemaVersion}, ` +
        `PGlite ${manifest.pglite} (PostgreSQL ${manifest.postgres}), ${manifest.fileStore === 's3' ? 'files in S3 (not in the archive)' : `${manifest.files} stored files`}, sha256 ${manifest.checksum.value}\n`,
    );
    process.exit(0);
  },
  (err: unknown) => fail(err instanceof Error ? err.message : String(err)),
);
