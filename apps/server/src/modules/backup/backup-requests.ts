import path from 'node:path';
import type { BackupManifest } from './backup-archive';
import { writeBackup, type BackupSources } from './write-backup';

/** The lock socket's operation by which the backup command asks the running server for a backup. */
export const BACKUP_REQUEST = 'backup';

/**
 * Lets the backup command (backup-command.ts) have the running server write a backup from its own engine: the
 * server holds the data folder (db/data-folder-lock.ts), so no other process may open the database meanwhile.
 * Only callers that can read the folder's token get here (the lock's rule).
 */
export function serveBackupRequests(sources: BackupSources): void {
  sources.database.folder?.lock.handle(BACKUP_REQUEST, async (args): Promise<BackupManifest> => {
    const file = args.file;
    if (typeof file !== 'string' || !path.isAbsolute(file)) throw new Error('the backup file must be an absolute path');
    return writeBackup(sources, file);
  });
}
