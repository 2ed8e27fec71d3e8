import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { isUuid } from '../../db/public-id';
import { clients } from '../../db/schema/clients';
import { documentReplacementFiles, documentReplacements } from '../../db/schema/document-replacements';
import { clientDocuments } from '../../db/schema/kyc';
import { clientPersonalInfo } from '../../db/schema/registration';

/** SQL of identity-document replacements. Every decision is one conditional UPDATE: a state is never raced. */

export type ReplacementRow = typeof documentReplacements.$inferSelect;
export type ReplacementFileRow = typeof documentReplacementFiles.$inferSelect;
type Reader = Pick<Db, 'select'>;

/** The ID pages of record (front and back; the selfie is not replaced), oldest first. */
export function currentIdPages(db: Reader, clientId: number) {
  return db
    .select()
    .from(clientDocuments)
    .where(
      and(
        eq(clientDocuments.clientId, clientId),
        isNull(clientDocuments.supersededAt),
        inArray(clientDocuments.documentType, ['ID_FRONT', 'ID_BACK']),
      ),
    )
    .orderBy(clientDocuments.id);
}

export async function latestReplacement(db: Reader, clientId: number): Promise<ReplacementRow | undefined> {
  const [row] = await db
    .select()
    .from(documentReplacements)
    .where(eq(documentReplacements.clientId, clientId))
    .orderBy(desc(documentReplacements.id))
    .limit(1);
  return row;
}

/** A replacement by its public id (the guid); undefined for anything else, an old integer id included. */
export async function findReplacement(db: Reader, guid: string): Promise<ReplacementRow | undefined> {
  if (!isUuid(guid)) return undefined;
  const [row] = await db.select().from(documentReplacements).where(eq(documentReplacements.guid, guid));
  return row;
}

export function replacementFiles(db: Reader, replacementIds: number[]): Promise<ReplacementFileRow[]> {
  if (replacementIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(documentReplacementFiles)
    .where(inArray(documentReplacementFiles.replacementId, replacementIds))
    .orderBy(documentReplacementFiles.id);
}

export async function insertReplacement(
  tx: Pick<Db, 'insert'>,
  values: typeof documentReplacements.$inferInsert,
  files: Omit<typeof documentReplacementFiles.$inferInsert, 'replacementId'>[],
): Promise<ReplacementRow> {
  const [row] = await tx.insert(documentReplacements).values(values).returning();
  await tx.insert(documentReplacementFiles).values(files.map((f) => ({ ...f, replacementId: row!.id })));
  return row!;
}

/** Decides a replacement still awaiting review; undefined when it is not (any more) awaiting review. */
export async function decideReplacement(
  tx: Pick<Db, 'update'>,
  guid: string,
  set: Pick<ReplacementRow, 'status' | 'reviewedBy'> & { rejectReason?: string },
): Promise<ReplacementRow | undefined> {
  if (!isUuid(guid)) return undefined;
  const [row] = await tx
    .update(documentReplacements)
    .set({ ...set, reviewedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(documentReplacements.guid, guid), eq(documentReplacements.status, 'SUBMITTED')))
    .returning();
  return row;
}

/**
 * The approved pages become the documents of record: the old pages of the same types are superseded (kept for
 * the audit trail) and the new ones inserted pointing at the replacement's stored files. The e-KYC state is left
 * alone: staff checked the new pages against the selfie of record.
 */
export async function recordApprovedPages(
  tx: Pick<Db, 'insert' | 'update'>,
  row: ReplacementRow,
  files: ReplacementFileRow[],
) {
  const types = files.map((f) => (f.page === 'front' ? 'ID_FRONT' : 'ID_BACK'));
  await tx
    .update(clientDocuments)
    .set({ supersededAt: sql`now()` })
    .where(
      and(
        eq(clientDocuments.clientId, row.clientId),
        isNull(clientDocuments.supersededAt),
        inArray(clientDocuments.documentType, types),
      ),
    );
  await tx.insert(clientDocuments).values(
    files.map((f, i) => ({
      clientId: row.clientId,
      idType: row.idType,
      documentType: types[i]!,
      fileName: f.fileName,
      contentType: f.contentType,
      sizeBytes: f.sizeBytes,
      storageKey: f.storageKey,
      sha256: f.sha256,
      encrypted: f.encrypted,
      expiryDate: row.expiryDate,
    })),
  );
}

/** Replacements awaiting review, oldest first, with the client's name, e-mail, language and ID number. */
export function submittedReplacements(db: Reader, limit: number) {
  return db
    .select({
      replacement: documentReplacements,
      clientName: sql<string>`trim(${clients.givenName} || ' ' || coalesce(${clients.surName}, ''))`,
      idNumber: sql<string>`coalesce(${clientPersonalInfo.nric}, '')`,
    })
    .from(documentReplacements)
    .innerJoin(clients, eq(clients.clientId, documentReplacements.clientId))
    .leftJoin(clientPersonalInfo, eq(clientPersonalInfo.clientId, documentReplacements.clientId))
    .where(eq(documentReplacements.status, 'SUBMITTED'))
    .orderBy(asc(documentReplacements.id))
    .limit(limit);
}
