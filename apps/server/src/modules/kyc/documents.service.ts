import { createHash, randomUUID } from 'node:crypto';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import {
  documentFileRules,
  requiredDocumentTypes,
  type ClientDocument,
  type ClientDocuments,
  type DocumentType,
  type IdType,
} from '@harta/contracts/schemas/registration-documents';
import type { Db } from '../../db/connection';
import { ValidationError } from '../../plugins/errors/app-error';
import { decryptFile, encryptFile } from '../files/encryption';
import type { FileStore } from '../files/file-store';
import { checkUploadedFile, storedFileName, type UploadedFile } from '../files/uploads';
import { currentDocuments, insertDocument, type DocumentRow } from './kyc.repository';

export interface DocumentDeps {
  db: Db;
  fileStore: FileStore;
  encryptionKey: Buffer;
}

export function toClientDocument(row: DocumentRow): ClientDocument {
  return {
    documentId: row.guid,
    clientId: row.clientId,
    idType: row.idType as IdType,
    documentType: row.documentType as DocumentType,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    uploadedAt: row.createdAt.toISOString(),
    downloadUrl: ApiPaths.registration.documentFile(row.guid),
  };
}

function invalid(path: string, message: string): never {
  throw new ValidationError([{ path, message }], message);
}

/** Checks an uploaded file against the rules of its document type (docs/registration.md step 4). */
export function checkUpload(documentType: DocumentType, file: UploadedFile): string {
  return checkUploadedFile(documentFileRules[documentType], file);
}

export async function saveDocument(
  deps: DocumentDeps,
  input: { clientId: number; idType: IdType; documentType: DocumentType; file: UploadedFile },
): Promise<ClientDocument> {
  if (input.idType === 'PASSPORT' && input.documentType === 'ID_BACK') {
    invalid('documentType', messagesEn['kyc.idBackNotForPassport']);
  }
  const contentType = checkUpload(input.documentType, input.file);
  const storageKey = `documents/${input.clientId}/${randomUUID()}`;
  await deps.fileStore.put(storageKey, encryptFile(input.file.data, deps.encryptionKey), 'application/octet-stream');
  try {
    const row = await insertDocument(deps.db, {
      clientId: input.clientId,
      idType: input.idType,
      documentType: input.documentType,
      // Keep only the base name, and never more than 200 characters of it.
      fileName: storedFileName(input.file.fileName),
      contentType,
      sizeBytes: input.file.data.length,
      storageKey,
      sha256: createHash('sha256').update(input.file.data).digest('hex'),
      encrypted: true,
    });
    return toClientDocument(row);
  } catch (err) {
    await deps.fileStore.delete(storageKey).catch(() => undefined);
    throw err;
  }
}

export async function listDocuments(db: Db, clientId: number): Promise<ClientDocuments> {
  const rows = await currentDocuments(db, clientId);
  const idType = (rows.at(-1)?.idType as IdType | undefined) ?? null;
  const required = idType ? requiredDocumentTypes(idType) : requiredDocumentTypes('MYKAD');
  const present = new Set(rows.map((r) => r.documentType));
  return {
    idType,
    documents: rows.map(toClientDocument),
    requiredDocumentTypes: required,
    missingDocumentTypes: required.filter((t) => !present.has(t)),
  };
}

/** The plaintext of a stored document. */
export async function readDocumentFile(deps: DocumentDeps, row: DocumentRow): Promise<Buffer> {
  const stored = await deps.fileStore.get(row.storageKey);
  return row.encrypted ? decryptFile(stored, deps.encryptionKey) : stored;
}
