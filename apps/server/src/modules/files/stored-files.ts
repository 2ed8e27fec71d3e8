import { createHash, randomUUID } from 'node:crypto';
import type { FileRules } from '@harta/contracts/validators';
import { encryptFile } from './encryption';
import type { FileStore } from './file-store';
import { checkUploadedFile, storedFileName, type UploadedFile } from './uploads';

export interface StoredFileDeps {
  fileStore: FileStore;
  encryptionKey: Buffer;
}

/** The columns that describe a stored file (db/schema/stored-file.ts). */
export interface StoredFile {
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
  sha256: string;
  encrypted: boolean;
}

/**
 * Checks an upload against its rules (extension, size, content) and stores it encrypted under
 * `<folder>/<random id>`; answers the columns that describe it. Shared by every kind of uploaded document.
 */
export async function storeCheckedFile(
  deps: StoredFileDeps,
  folder: string,
  rules: FileRules,
  file: UploadedFile,
): Promise<StoredFile> {
  const contentType = checkUploadedFile(rules, file);
  const storageKey = `${folder}/${randomUUID()}`;
  await deps.fileStore.put(storageKey, encryptFile(file.data, deps.encryptionKey), 'application/octet-stream');
  return {
    fileName: storedFileName(file.fileName),
    contentType,
    sizeBytes: file.data.length,
    storageKey,
    sha256: createHash('sha256').update(file.data).digest('hex'),
    encrypted: true,
  };
}
