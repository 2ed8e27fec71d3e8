import { ApiPaths } from '@harta/contracts/paths';
import {
  idNumberKey,
  type DocumentReplacement,
  type DocumentReplacementPage,
  type DocumentReplacementReviewItem,
  type DocumentReplacementStatus,
} from '@harta/contracts/schemas/profile-documents';
import { documentFileRules, type IdType } from '@harta/contracts/schemas/registration-documents';
import { messagesEn } from '@harta/contracts/messages';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/unique-violation';
import { ConflictError, NotFoundError } from '../../plugins/errors/app-error';
import { writeAudit } from '../audit/audit-log';
import type { ClientRow } from '../clients/client.repository';
import { decryptFile } from '../files/encryption';
import { storeCheckedFile, type StoredFileDeps } from '../files/stored-files';
import type { UploadedFile } from '../files/uploads';
import { consumeOneTimeCode } from '../otp/one-time-codes';
import { loadPersonal } from '../registration/client/step-data';
import { auditClientChange } from '../registration/shared/audit';
import {
  currentIdPages,
  decideReplacement,
  findReplacement,
  insertReplacement,
  latestReplacement,
  recordApprovedPages,
  replacementFiles,
  submittedReplacements,
  type ReplacementFileRow,
  type ReplacementRow,
} from './document-replacement.repository';
import { checkRequiredCode, ProfileRefusal } from './profile-update';

/**
 * The lifecycle of an identity-document replacement (docs/account.md "Identity document replacement"): an
 * approved client sends the renewed document's pages with the step-up code (SUBMITTED); staff approve it (the
 * pages become the documents of record) or reject it with a reason (the old ones stay). Files are checked and
 * stored encrypted as the registration's. The client's submission and each staff decision are audit-logged with
 * the documents of record before and after.
 */

export interface ReplacementDeps extends StoredFileDeps {
  db: Db;
}

export interface ReplacementInput {
  idType: IdType;
  idNumber: string;
  expiryDate: string | undefined;
  stepUpOtp: string;
  pages: Partial<Record<DocumentReplacementPage, UploadedFile>>;
}

const REPLACEMENT_PENDING_INDEX = 'document_replacements_one_pending_uq';

export function toReplacement(row: ReplacementRow, files: ReplacementFileRow[]): DocumentReplacement {
  return {
    id: row.guid,
    clientId: row.clientId,
    status: row.status as DocumentReplacementStatus,
    idType: row.idType as IdType,
    expiryDate: row.expiryDate,
    files: files
      .filter((f) => f.replacementId === row.id)
      .map((f) => ({
        page: f.page as DocumentReplacementPage,
        fileName: f.fileName,
        contentType: f.contentType,
        sizeBytes: f.sizeBytes,
      })),
    submittedAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
    rejectReason: row.rejectReason,
  };
}

/** The documents of record as the audit log keeps them (which files, not their content). */
async function pagesOfRecord(db: Pick<Db, 'select'>, clientId: number) {
  return (await currentIdPages(db, clientId)).map((d) => ({
    documentId: d.id,
    documentType: d.documentType,
    idType: d.idType,
    sha256: d.sha256,
    expiryDate: d.expiryDate,
  }));
}

/**
 * A client's replacement. Refusals (a rule, not the body): another ID type or number than the account's; one
 * already awaiting review; a wrong step-up code. The files are stored before the transaction that uses the code
 * and records the request, and removed again when it fails.
 */
export async function submitReplacement(
  deps: ReplacementDeps,
  request: FastifyRequest,
  client: ClientRow,
  input: ReplacementInput,
): Promise<void> {
  const { db } = deps;
  const personal = await loadPersonal(db, client);
  if (
    !personal ||
    personal.idType !== input.idType ||
    idNumberKey(personal.idType, personal.nric) !== idNumberKey(input.idType, input.idNumber)
  ) {
    await auditClientChange(db, request, client.clientId, 'profile.document.refused', { reason: 'idMismatch' });
    throw new ProfileRefusal('profile.documentIdMismatch');
  }
  if ((await latestReplacement(db, client.clientId))?.status === 'SUBMITTED') {
    throw new ProfileRefusal('profile.documentPending');
  }
  const code = await checkRequiredCode(db, client.clientId, {
    purpose: 'stepUp',
    subject: 'document',
    code: input.stepUpOtp,
    field: 'stepUpOtp',
  });
  const stored: (Awaited<ReturnType<typeof storeCheckedFile>> & { page: DocumentReplacementPage })[] = [];
  try {
    for (const [page, file] of Object.entries(input.pages) as [DocumentReplacementPage, UploadedFile][]) {
      const rules = documentFileRules[page === 'front' ? 'ID_FRONT' : 'ID_BACK'];
      stored.push({ page, ...(await storeCheckedFile(deps, `document-replacements/${client.clientId}`, rules, file)) });
    }
    await db.transaction(async (tx) => {
      await consumeOneTimeCode(tx, code.id);
      const before = await pagesOfRecord(tx, client.clientId);
      const row = await insertReplacement(
        tx,
        { clientId: client.clientId, idType: input.idType, expiryDate: input.expiryDate ?? null },
        stored,
      );
      await auditClientChange(tx, request, client.clientId, 'profile.document.submit', {
        before: { documents: before },
        after: {
          replacementId: row.guid,
          status: row.status,
          expiryDate: row.expiryDate,
          files: stored.map((f) => ({ page: f.page, fileName: f.fileName, sha256: f.sha256 })),
        },
      });
    });
  } catch (err) {
    await Promise.all(stored.map((f) => deps.fileStore.delete(f.storageKey).catch(() => undefined)));
    // Two submissions at once: the second finds the first awaiting review.
    if (isUniqueViolation(err, REPLACEMENT_PENDING_INDEX)) throw new ProfileRefusal('profile.documentPending');
    throw err;
  }
}

/** The client's latest replacement (my-profile shows it while it awaits review, and the decision after). */
export async function latestReplacementOf(db: Db, clientId: number): Promise<DocumentReplacement | null> {
  const row = await latestReplacement(db, clientId);
  return row ? toReplacement(row, await replacementFiles(db, [row.id])) : null;
}

export async function replacementQueue(db: Db): Promise<DocumentReplacementReviewItem[]> {
  const rows = await submittedReplacements(db, 200);
  const files = await replacementFiles(
    db,
    rows.map((r) => r.replacement.id),
  );
  return Promise.all(
    rows.map(async ({ replacement, clientName, idNumber }) => ({
      ...toReplacement(replacement, files),
      clientName,
      idNumber,
      currentDocuments: (await currentIdPages(db, replacement.clientId)).map((d) => ({
        documentType: d.documentType,
        downloadUrl: ApiPaths.registration.documentFile(d.guid),
      })),
      fileUrls: Object.fromEntries(
        files
          .filter((f) => f.replacementId === replacement.id)
          .map((f) => [f.page, ApiPaths.backofficeDocumentReplacements.file(replacement.guid, f.page)]),
      ),
    })),
  );
}

export interface StaffActor {
  userId: string;
  requestId: string;
}

/**
 * A staff decision. Approval: the pages become the documents of record (in the same transaction). Rejection:
 * the reason is kept and the old documents stay. 404 for an unknown id, 409 once decided. Answers the
 * replacement, for the mail to the client.
 */
export async function decide(
  db: Db,
  guid: string,
  decision: { approved: true } | { approved: false; reason: string },
  actor: StaffActor,
): Promise<DocumentReplacement> {
  return db.transaction(async (tx) => {
    const row = await decideReplacement(tx, guid, {
      status: decision.approved ? 'APPROVED' : 'REJECTED',
      reviewedBy: actor.userId,
      ...(decision.approved ? {} : { rejectReason: decision.reason }),
    });
    if (!row) {
      if (!(await findReplacement(tx, guid))) throw new NotFoundError();
      throw new ConflictError(messagesEn['profile.documentAlreadyReviewed']);
    }
    const files = await replacementFiles(tx, [row.id]);
    const before = await pagesOfRecord(tx, row.clientId);
    if (decision.approved) await recordApprovedPages(tx, row, files);
    await writeAudit(tx, {
      actor: actor.userId,
      action: decision.approved ? 'profile.document.approve' : 'profile.document.reject',
      subjectType: 'client',
      subjectId: row.clientId,
      details: {
        replacementId: row.guid,
        ...(decision.approved ? {} : { reason: decision.reason }),
        before: { status: 'SUBMITTED', documents: before },
        after: { status: row.status, documents: await pagesOfRecord(tx, row.clientId) },
      },
      requestId: actor.requestId,
    });
    return toReplacement(row, files);
  });
}

/** A page of a replacement for staff (audit-logged); 404 for an unknown replacement or page. */
export async function readReplacementPage(
  deps: ReplacementDeps,
  guid: string,
  page: string,
  actor: StaffActor,
): Promise<{ file: ReplacementFileRow; data: Buffer }> {
  const row = await findReplacement(deps.db, guid);
  const file = row && (await replacementFiles(deps.db, [row.id])).find((f) => f.page === page);
  if (!row || !file) throw new NotFoundError();
  const stored = await deps.fileStore.get(file.storageKey);
  await writeAudit(deps.db, {
    actor: actor.userId,
    action: 'profile.document.view',
    subjectType: 'client',
    subjectId: row.clientId,
    details: { replacementId: row.guid, page },
    requestId: actor.requestId,
  });
  return { file, data: file.encrypted ? decryptFile(stored, deps.encryptionKey) : stored };
}
