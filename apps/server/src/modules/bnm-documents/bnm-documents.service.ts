import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import {
  bnmDocumentFileRules,
  type BnmApproveRequest,
  type BnmDocument,
  type BnmDocumentStatus,
  type BnmReviewItem,
} from '@harta/contracts/schemas/bnm-documents';
import type { Db } from '../../db/connection';
import { ConflictError, NotFoundError } from '../../plugins/errors/app-error';
import { writeAudit } from '../audit/audit-log';
import { decryptFile } from '../files/encryption';
import type { FileStore } from '../files/file-store';
import { storeCheckedFile } from '../files/stored-files';
import type { UploadedFile } from '../files/uploads';
import {
  bnmDocumentsOf,
  findBnmDocument,
  insertBnmDocument,
  lockClientUploads,
  submittedBnmDocuments,
  submittedWithSameFile,
  transitionBnmDocument,
  type BnmDocumentRow,
} from './bnm-documents.repository';

/**
 * The lifecycle of central-bank approval documents (docs/account.md "Central-bank approval documents"):
 * a client uploads (SUBMITTED), may replace the file while it awaits review or after a rejection, or cancel it
 * while it awaits review; staff approve it for a period or reject it with a reason. Files are checked and stored
 * encrypted exactly as the registration's documents (modules/files). Every step is audit-logged.
 */

export interface BnmDeps {
  db: Db;
  fileStore: FileStore;
  encryptionKey: Buffer;
}

/** Who acts, for the audit log: the token's user id and the request id. */
export interface Actor {
  userId: string;
  requestId: string;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toBnmDocument(row: BnmDocumentRow): BnmDocument {
  return {
    id: row.guid,
    clientId: row.clientId,
    status: row.status as BnmDocumentStatus,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    description: row.description,
    uploadedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reviewedAt: iso(row.reviewedAt),
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    rejectReason: row.rejectReason,
    viewUrl: ApiPaths.bnm.view(row.guid),
  };
}

/** Checks the file and stores it encrypted; answers the columns that describe it. */
function storeFile(deps: BnmDeps, clientId: number, file: UploadedFile) {
  return storeCheckedFile(deps, `bnm-documents/${clientId}`, bnmDocumentFileRules, file);
}

/** Runs `write` after the file is stored; a failed write removes the file again, so no file is left orphaned. */
async function withStoredFile<T>(
  deps: BnmDeps,
  clientId: number,
  file: UploadedFile,
  write: (stored: Awaited<ReturnType<typeof storeFile>>) => Promise<T>,
): Promise<T> {
  const stored = await storeFile(deps, clientId, file);
  try {
    return await write(stored);
  } catch (err) {
    await deps.fileStore.delete(stored.storageKey).catch(() => undefined);
    throw err;
  }
}

/**
 * Stores a new document awaiting review. The same file sent again while its first upload awaits review (a double
 * click, a retried request) answers that document and stores nothing: uploads of one client run one at a time
 * (a lock on the client's row), so two at once cannot both insert.
 */
export async function uploadBnmDocument(
  deps: BnmDeps,
  input: { clientId: number; description?: string; file: UploadedFile },
  actor: Actor,
): Promise<BnmDocument> {
  let duplicateKey: string | null = null;
  const row = await withStoredFile(deps, input.clientId, input.file, (stored) =>
    deps.db.transaction(async (tx) => {
      await lockClientUploads(tx, input.clientId);
      const earlier = await submittedWithSameFile(tx, input.clientId, stored.sha256);
      if (earlier) {
        duplicateKey = stored.storageKey;
        return earlier;
      }
      const inserted = await insertBnmDocument(tx, {
        clientId: input.clientId,
        description: input.description ?? null,
        ...stored,
      });
      await audit(tx, actor, 'bnm.upload', inserted);
      return inserted;
    }),
  );
  if (duplicateKey) await deps.fileStore.delete(duplicateKey).catch(() => undefined);
  return toBnmDocument(row);
}

/**
 * Replaces the file (and the description) of a document awaiting review, or of a rejected one, which is then
 * submitted again. The rejection stays in the audit log; the old file is removed.
 */
export async function updateBnmDocument(
  deps: BnmDeps,
  input: { clientId: number; id: string; description?: string; file: UploadedFile },
  actor: Actor,
): Promise<BnmDocument> {
  const before = await ownDocument(deps.db, input.clientId, input.id);
  if (before.status !== 'SUBMITTED' && before.status !== 'REJECTED') {
    throw new ConflictError(messagesEn['bnm.notChangeable']);
  }
  const row = await withStoredFile(deps, input.clientId, input.file, (stored) =>
    deps.db.transaction(async (tx) => {
      const updated = await transitionBnmDocument(
        tx,
        { guid: input.id, clientId: input.clientId, from: ['SUBMITTED', 'REJECTED'] },
        {
          ...stored,
          status: 'SUBMITTED',
          description: input.description ?? before.description,
          reviewedBy: null,
          reviewedAt: null,
          rejectReason: null,
        },
      );
      // Reviewed or cancelled between the read and the update.
      if (!updated) throw new ConflictError(messagesEn['bnm.notChangeable']);
      await audit(tx, actor, 'bnm.update', updated, { previousStatus: before.status, previousSha256: before.sha256 });
      return updated;
    }),
  );
  await deps.fileStore.delete(before.storageKey).catch(() => undefined);
  return toBnmDocument(row);
}

export async function cancelBnmDocument(db: Db, clientId: number, id: string, actor: Actor): Promise<BnmDocument> {
  return db.transaction(async (tx) => {
    const row = await transitionBnmDocument(tx, { guid: id, clientId, from: ['SUBMITTED'] }, { status: 'CANCELLED' });
    if (!row) {
      await ownDocument(tx, clientId, id);
      throw new ConflictError(messagesEn['bnm.notCancellable']);
    }
    await audit(tx, actor, 'bnm.cancel', row);
    return toBnmDocument(row);
  });
}

export async function listBnmDocuments(db: Db, clientId: number): Promise<BnmDocument[]> {
  return (await bnmDocumentsOf(db, clientId)).map(toBnmDocument);
}

/**
 * The document and its plaintext for `bnmView`: its owner, or staff (audit-logged). Anyone else gets 404, the
 * answer for a missing id, so no one learns which ids exist.
 */
export async function readBnmDocumentFile(
  deps: BnmDeps,
  id: string,
  caller: { staff: boolean; clientId: number | null },
  actor: Actor,
): Promise<{ row: BnmDocumentRow; data: Buffer }> {
  const row = await findBnmDocument(deps.db, id);
  if (!row || (!caller.staff && caller.clientId !== row.clientId)) throw new NotFoundError();
  const stored = await deps.fileStore.get(row.storageKey);
  const data = row.encrypted ? decryptFile(stored, deps.encryptionKey) : stored;
  if (caller.staff) await audit(deps.db, actor, 'bnm.view', row);
  return { row, data };
}

export async function approveBnmDocument(
  db: Db,
  id: string,
  period: BnmApproveRequest,
  actor: Actor,
): Promise<BnmDocument> {
  return review(db, id, actor, 'bnm.approve', {
    status: 'APPROVED',
    validFrom: period.validFrom,
    validUntil: period.validUntil,
  });
}

export async function rejectBnmDocument(db: Db, id: string, reason: string, actor: Actor): Promise<BnmDocument> {
  return review(db, id, actor, 'bnm.reject', { status: 'REJECTED', rejectReason: reason });
}

export async function bnmReviewQueue(db: Db): Promise<BnmReviewItem[]> {
  const rows = await submittedBnmDocuments(db, 200);
  return rows.map(({ document, clientName }) => ({ ...toBnmDocument(document), clientName }));
}

async function review(
  db: Db,
  id: string,
  actor: Actor,
  action: string,
  set: Parameters<typeof transitionBnmDocument>[2],
): Promise<BnmDocument> {
  return db.transaction(async (tx) => {
    const row = await transitionBnmDocument(
      tx,
      { guid: id, from: ['SUBMITTED'] },
      { ...set, reviewedBy: actor.userId, reviewedAt: new Date() },
    );
    if (!row) {
      if (!(await findBnmDocument(tx, id))) throw new NotFoundError();
      throw new ConflictError(messagesEn['bnm.alreadyReviewed']);
    }
    await audit(tx, actor, action, row, {
      ...(row.validFrom ? { validFrom: row.validFrom, validUntil: row.validUntil } : {}),
      ...(row.rejectReason ? { reason: row.rejectReason } : {}),
    });
    return toBnmDocument(row);
  });
}

/** The caller's own document; another client's answers 404 exactly like a missing one. */
async function ownDocument(db: Pick<Db, 'select'>, clientId: number, id: string): Promise<BnmDocumentRow> {
  const row = await findBnmDocument(db, id);
  if (!row || row.clientId !== clientId) throw new NotFoundError();
  return row;
}

function audit(
  db: Pick<Db, 'insert'>,
  actor: Actor,
  action: string,
  row: BnmDocumentRow,
  details: Record<string, unknown> = {},
): Promise<void> {
  return writeAudit(db, {
    actor: actor.userId,
    action,
    subjectType: 'client',
    subjectId: row.clientId,
    details: { bnmDocumentId: row.guid, status: row.status, fileName: row.fileName, ...details },
    requestId: actor.requestId,
  });
}
