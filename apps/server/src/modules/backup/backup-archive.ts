import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';

/**
 * The backup file (docs/operations.md, "Backup and restore"): a tar archive of two entries,
 *
 *   manifest.json   what the backup is: format, time, schema version, engine versions, and the sha256 of
 *   data.tar.gz     the data itself: `db/` (the embedded database's folder) and `files/` (the disk file store).
 *
 * The checksum covers every byte of the data, so a restore verifies the whole archive before it writes anything,
 * and the manifest comes first so that an incompatible archive is refused before its data is even read.
 */

export const MANIFEST_ENTRY = 'manifest.json';
export const DATA_ENTRY = 'data.tar.gz';
export const BACKUP_FORMAT = 'harta-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  /** ISO time the snapshot was taken. */
  createdAt: string;
  /** The last migration applied to the database (its tag in db/migrations/meta/_journal.json). */
  schemaVersion: string;
  /** The PGlite package that wrote the database folder, and the PostgreSQL major version inside it (PG_VERSION). */
  pglite: string;
  postgres: string;
  /** Where the documents were: on disk (in this archive, `files/`) or in S3 (not in this archive). */
  fileStore: 'disk' | 's3';
  /** How many stored files the archive holds. */
  files: number;
  checksum: { algorithm: 'sha256'; entry: typeof DATA_ENTRY; value: string };
}

/** A backup file that cannot be restored: corrupt, not a backup, or made for another engine or a newer Harta. */
export class BackupArchiveError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'BackupArchiveError';
  }
}

async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * Writes the archive of `staging/db` and `staging/files` to `file` (through a temporary name, so a reader never
 * sees half an archive). Answers the manifest written.
 */
export async function writeBackupArchive(
  staging: string,
  file: string,
  manifest: Omit<BackupManifest, 'format' | 'formatVersion' | 'checksum'>,
): Promise<BackupManifest> {
  const data = path.join(staging, DATA_ENTRY);
  await tar.create({ gzip: true, cwd: staging, file: data, portable: true }, ['db', 'files']);
  const full: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    ...manifest,
    checksum: { algorithm: 'sha256', entry: DATA_ENTRY, value: await sha256File(data) },
  };
  await writeFile(path.join(staging, MANIFEST_ENTRY), `${JSON.stringify(full, null, 2)}\n`);
  const partial = `${file}.${process.pid}.partial`;
  try {
    await tar.create({ cwd: staging, file: partial, portable: true }, [MANIFEST_ENTRY, DATA_ENTRY]);
    // It holds password hashes and signing keys (docs/deploy.md): readable by the server's user only.
    await chmod(partial, 0o600);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
  return full;
}

function parseManifest(file: string, text: string): BackupManifest {
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(text) as Partial<BackupManifest>;
  } catch {
    throw new BackupArchiveError(file, 'its manifest is not valid JSON: the archive is corrupt');
  }
  if (manifest.format !== BACKUP_FORMAT) throw new BackupArchiveError(file, 'not a Harta backup (no manifest)');
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupArchiveError(
      file,
      `backup format ${String(manifest.formatVersion)} is not one this version of Harta reads (${BACKUP_FORMAT_VERSION})`,
    );
  }
  if (typeof manifest.checksum?.value !== 'string' || typeof manifest.schemaVersion !== 'string') {
    throw new BackupArchiveError(file, 'its manifest is incomplete: the archive is corrupt');
  }
  return manifest as BackupManifest;
}

/**
 * Reads the archive once: the manifest (handed to `check`, which throws to refuse it before the data is read),
 * then the data, whose sha256 must equal the manifest's. With `extractTo`, the data is also unpacked there as it is
 * read (only `db/` and `files/`; tar refuses absolute paths and `..`): call it so only once a first pass verified
 * the checksum. Throws {@link BackupArchiveError} for anything that is not an intact backup.
 */
export async function readBackupArchive(
  file: string,
  check: (manifest: BackupManifest) => void,
  extractTo?: string,
): Promise<BackupManifest> {
  let manifest: BackupManifest | undefined;
  let digest: string | undefined;
  const pending: Promise<void>[] = [];
  const fail = (problem: string) => new BackupArchiveError(file, problem);
  try {
    await tar.list({
      file,
      strict: true,
      onReadEntry: (entry) => {
        if (entry.path === MANIFEST_ENTRY) {
          const chunks: Buffer[] = [];
          entry.on('data', (chunk: Buffer) => chunks.push(chunk));
          pending.push(
            new Promise<void>((resolve, reject) =>
              entry.on('end', () => {
                try {
                  manifest = parseManifest(file, Buffer.concat(chunks).toString('utf8'));
                  check(manifest);
                  resolve();
                } catch (err) {
                  reject(err as Error);
                }
              }),
            ),
          );
          return;
        }
        if (entry.path !== DATA_ENTRY || !manifest) {
          entry.resume();
          return;
        }
        const hash = createHash('sha256');
        const sinks: Writable[] = [hash];
        if (extractTo) {
          const unpack = tar.extract({
            cwd: extractTo,
            strict: true,
            filter: (p) => /^(db|files)(\/|$)/.test(p),
          }) as unknown as Writable;
          sinks.push(unpack);
        }
        const tee = new PassThrough();
        for (const sink of sinks) tee.pipe(sink);
        pending.push(
          Promise.all([
            new Promise<void>((resolve, reject) => hash.on('finish', resolve).on('error', reject)),
            ...sinks
              .slice(1)
              .map((sink) => new Promise<void>((resolve, reject) => sink.on('close', resolve).on('error', reject))),
          ]).then(() => void (digest = hash.digest('hex'))),
        );
        entry.pipe(tee);
      },
    });
    await Promise.all(pending);
  } catch (err) {
    if (err instanceof BackupArchiveError) throw err;
    throw fail(`cannot be read as a backup archive (${(err as Error).message}): it is corrupt or truncated`);
  }
  if (!manifest) throw fail('not a Harta backup (no manifest)');
  if (digest === undefined) throw fail(`the data (${DATA_ENTRY}) is missing: the archive is corrupt or truncated`);
  if (digest !== manifest.checksum.value) {
    throw fail(
      `checksum mismatch (the manifest says sha256 ${manifest.checksum.value}, the data is ${digest}): the archive is corrupt`,
    );
  }
  return manifest;
}
