import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadConfig } from '../src/config/config';
import { openDatabase, type Database } from '../src/db/connection';
import { DATA_ENTRY, MANIFEST_ENTRY, type BackupManifest } from '../src/modules/backup/backup-archive';
import { backupFileName, runScheduledBackup } from '../src/modules/backup/backup-job';
import { restoreBackup } from '../src/modules/backup/restore-backup';
import { writeBackup } from '../src/modules/backup/write-backup';
import { createDiskFileStore } from '../src/modules/files/disk-file-store';
import { testEnv } from './helpers/start-server';

/**
 * Backup and restore in one process (docs/operations.md, "Backup and restore"): the archive, what a restore refuses,
 * and the scheduled job. The backup of a running server during a money stream is in backup-during-deposits.test.ts.
 */

const SILENT = { info: () => undefined, warn: () => undefined, error: () => undefined };
const OPENS_DATABASES = { timeout: 120_000 };

/** A DATA_DIR holding the suite's migrated database (global-setup.ts) and a stored file. */
async function dataDirWithDatabase(root: string): Promise<string> {
  const dataDir = path.join(root, 'source');
  mkdirSync(path.join(dataDir, 'db'), { recursive: true });
  await tar.extract({ file: inject('pgliteTemplate'), cwd: path.join(dataDir, 'db'), strip: 1 });
  return dataDir;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('backup and restore (embedded database)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'harta-backup-'));
  let dataDir = '';
  let database: Database;
  let config: ReturnType<typeof loadConfig>;
  let archive = '';
  const document = Buffer.from('a stored document, as the file store keeps it');

  beforeAll(async () => {
    dataDir = await dataDirWithDatabase(root);
    config = loadConfig(testEnv({ DATA_DIR: dataDir, BACKUP_DIR: path.join(root, 'scheduled'), BACKUP_KEEP: '2' }));
    database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    await database.migrate();
    await database.db.execute(sql`create table backup_marker (note text)`);
    await database.db.execute(sql`insert into backup_marker values ('in the backup')`);
    await createDiskFileStore(path.join(dataDir, 'files')).put('documents/7/a-document', document, 'text/plain');
    archive = path.join(root, 'backup.tar');
    await writeBackup({ database, config }, archive);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('restores into an empty folder the database as it was and the stored files', OPENS_DATABASES, async () => {
    const target = path.join(root, 'restored');
    const report = await restoreBackup({ archive, dataDir: target });
    expect(report.schemaVersion).toBe(report.manifest.schemaVersion);
    expect(report.manifest.files).toBe(1);
    expect(await createDiskFileStore(path.join(target, 'files')).get('documents/7/a-document')).toEqual(document);
    const restored = await openDatabase({ dataDir: path.join(target, 'db') });
    try {
      const rows = (await restored.db.execute(sql`select note from backup_marker`)) as unknown as { rows: unknown[] };
      expect(rows.rows).toEqual([{ note: 'in the backup' }]);
    } finally {
      await restored.close();
    }
  });

  it(
    'refuses a folder that is not empty unless forced, and then replaces its database and files',
    OPENS_DATABASES,
    async () => {
      const target = path.join(root, 'occupied');
      mkdirSync(path.join(target, 'files', 'documents'), { recursive: true });
      writeFileSync(path.join(target, 'files', 'documents', 'stray'), 'not from the backup');
      await expect(restoreBackup({ archive, dataDir: target })).rejects.toThrow(/is not empty \(files\).*--force/);
      expect(readdirSync(target)).toEqual(['files']);

      await restoreBackup({ archive, dataDir: target, force: true });
      expect(existsSync(path.join(target, 'files', 'documents', 'stray'))).toBe(false);
      expect(readFileSync(path.join(target, 'files', 'documents', '7', 'a-document'))).toEqual(document);
    },
  );

  it('refuses a corrupt archive before writing anything', OPENS_DATABASES, async () => {
    const corrupt = path.join(root, 'corrupt.tar');
    const bytes = readFileSync(archive);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff; // one byte in the middle of the data
    writeFileSync(corrupt, bytes);
    const target = path.join(root, 'from-corrupt');
    await expect(restoreBackup({ archive: corrupt, dataDir: target })).rejects.toThrow(/checksum mismatch|corrupt/);
    expect(existsSync(target)).toBe(false);

    const truncated = path.join(root, 'truncated.tar');
    writeFileSync(truncated, readFileSync(archive).subarray(0, 4096));
    await expect(restoreBackup({ archive: truncated, dataDir: target })).rejects.toThrow(/corrupt|truncated/);
    const notABackup = path.join(root, 'not-a-backup.tar');
    writeFileSync(notABackup, 'hello');
    await expect(restoreBackup({ archive: notABackup, dataDir: target })).rejects.toThrow(/not a Harta backup|corrupt/);
    expect(existsSync(target)).toBe(false);
  });

  /** The archive again with its manifest changed (and its checksum still right). */
  async function withManifest(change: Partial<BackupManifest>): Promise<string> {
    const work = mkdtempSync(path.join(root, 'edit-'));
    await tar.extract({ file: archive, cwd: work });
    const manifest = JSON.parse(readFileSync(path.join(work, MANIFEST_ENTRY), 'utf8')) as BackupManifest;
    writeFileSync(path.join(work, MANIFEST_ENTRY), JSON.stringify({ ...manifest, ...change }));
    const edited = `${work}.tar`;
    await tar.create({ cwd: work, file: edited }, [MANIFEST_ENTRY, DATA_ENTRY]);
    return edited;
  }

  it('refuses an archive of another engine version or of a newer Harta', OPENS_DATABASES, async () => {
    const target = path.join(root, 'incompatible');
    await expect(restoreBackup({ archive: await withManifest({ postgres: '17' }), dataDir: target })).rejects.toThrow(
      /incompatible: its database was written by PostgreSQL 17/,
    );
    await expect(
      restoreBackup({ archive: await withManifest({ schemaVersion: '9999_from_the_future' }), dataDir: target }),
    ).rejects.toThrow(/incompatible: its schema version 9999_from_the_future is unknown/);
    expect(existsSync(target)).toBe(false);
  });

  it(
    'the scheduled job writes an archive a restore takes, and keeps the newest BACKUP_KEEP',
    OPENS_DATABASES,
    async () => {
      const times = ['2026-11-25T19:00:00.000Z', '2026-11-26T19:00:00.000Z', '2026-11-27T19:00:00.000Z'];
      for (const time of times) {
        await runScheduledBackup({ database, config, logger: SILENT, now: () => new Date(time) });
      }
      const kept = readdirSync(config.backup.dir).sort();
      expect(kept).toEqual(times.slice(1).map((t) => backupFileName(new Date(t))));
      const report = await restoreBackup({
        archive: path.join(config.backup.dir, kept[1]!),
        dataDir: path.join(root, 'from-scheduled'),
      });
      expect(sha256(readFileSync(path.join(root, 'from-scheduled', 'files', 'documents', '7', 'a-document')))).toBe(
        sha256(document),
      );
      expect(report.manifest.fileStore).toBe('disk');
    },
  );

  it('on PostgreSQL the scheduled job writes nothing and names the tools to use', async () => {
    const said: string[] = [];
    const logger = { ...SILENT, info: (_: object, msg: string) => void said.push(msg) };
    const dir = path.join(root, 'postgres-backups');
    const result = await runScheduledBackup({
      database: { ...database, kind: 'postgres', folder: undefined },
      config: { ...config, backup: { ...config.backup, dir } },
      logger,
    });
    expect(result).toBeUndefined();
    expect(existsSync(dir)).toBe(false);
    expect(said.join(' ')).toMatch(/pg_dump.*base backups/);
  });
});
