import { loadConfig } from '../../config/config';
import { restoreBackup } from './restore-backup';

/**
 * `npm run restore -- <file> [--force]`: restores a backup into DATA_DIR (docs/operations.md, "Backup and
 * restore"). The archive is verified whole first (checksum, engine and schema version); DATA_DIR must be empty
 * unless --force; no server may run on it (the data folder's lock).
 */

function fail(message: string, code = 1): never {
  process.stderr.write(`restore: ${message}\n`);
  process.exit(code);
}

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((a) => a !== '--force');
if (files.length !== 1 || files[0]!.startsWith('-')) fail('usage: npm run restore -- <file> [--force]', 2);
const config = loadConfig();
if (config.databaseUrl) {
  fail('DATABASE_URL is set: this restores the embedded database; restore PostgreSQL with pg_restore or psql');
}
restoreBackup({ archive: files[0]!, dataDir: config.dataDir, force }).then(
  ({ manifest }) => {
    process.stdout.write(
      `restored ${files[0]} into ${config.dataDir}: the database (schema ${manifest.schemaVersion}, taken ` +
        `${manifest.createdAt}) and ${manifest.fileStore === 's3' ? 'no files (they are in S3)' : `${manifest.files} stored files`}; ` +
        'checksum verified. Start the server on it.\n',
    );
    process.exit(0);
  },
  (err: unknown) => fail(err instanceof Error ? err.message : String(err)),
);
