import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config/config';
import type { JobLogger } from '../jobs/job-queue';
import type { BackupManifest } from './backup-archive';
import { writeBackup, type BackupSources } from './write-backup';

/**
 * The scheduled backup (docs/operations.md, "Backup and restore"): daily by default (BACKUP_CRON), an archive in
 * BACKUP_DIR named by its time, keeping the newest BACKUP_KEEP. On PostgreSQL it does nothing but say so: a
 * database server is backed up with its own tools (pg_dump, base backups with WAL archiving), and files in S3 by
 * the bucket's versioning.
 */

export const BACKUP_JOB = 'scheduled-backup';

/** harta-backup-2026-11-28T03-00-00-000Z.tar: sorts by time as text. */
const NAME = /^harta-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar$/;

export function backupFileName(at: Date): string {
  return `harta-backup-${at.toISOString().replace(/[:.]/g, '-')}.tar`;
}

export interface ScheduledBackupOptions extends BackupSources {
  config: BackupSources['config'] & Pick<Config, 'backup'>;
  logger: JobLogger;
  now?: () => Date;
}

/** One run of the job: answers the archive written (undefined on PostgreSQL) and the archives removed. */
export async function runScheduledBackup(
  options: ScheduledBackupOptions,
): Promise<{ file: string; manifest: BackupManifest; removed: string[] } | undefined> {
  const { config, logger } = options;
  if (options.database.kind === 'postgres') {
    logger.info(
      {},
      'scheduled backup: nothing to do on PostgreSQL; back the database up with pg_dump or base backups with WAL ' +
        'archiving, and S3 files with bucket versioning (docs/operations.md, "Backup and restore")',
    );
    return undefined;
  }
  const file = path.join(config.backup.dir, backupFileName((options.now ?? (() => new Date()))()));
  const manifest = await writeBackup(options, file);
  const archives = (await readdir(config.backup.dir)).filter((name) => NAME.test(name)).sort();
  const removed = archives.slice(0, Math.max(0, archives.length - config.backup.keep));
  for (const name of removed) await rm(path.join(config.backup.dir, name), { force: true });
  logger.info(
    { file, schemaVersion: manifest.schemaVersion, files: manifest.files, removed: removed.length },
    'scheduled backup written',
  );
  return { file, manifest, removed };
}
