import { and, asc, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { bnmDocuments } from '../../db/schema/bnm-documents';
import { clients } from '../../db/schema/clients';

/** SQL of the central-bank approval documents. Every change is one conditional UPDATE: a state is never raced. */

export type BnmDocumentRow = typeof bnmDocuments.$inferSelect;
export type NewBnmDocument = typeof bnmDocuments.$inferInsert;

export async function insertBnmDocument(db: Pick<Db, 'insert'>, values: NewBnmDocument): Promise<BnmDocumentRow> {
  const [row] = await db.insert(bnmDocuments).values(values).returning();
  return row!;
}

/**
 * Serialises a client's uploads: the row lock on the client is held until the transaction ends, so a second upload
 * of the same file (a double click) sees the first one's row (see `submittedWithSameFile`).
 */
export async function lockClientUploads(tx: Pick<Db, 'select'>, clientId: number): Promise<void> {
  await tx.select({ clientId: clients.clientId }).from(clients).where(eq(clients.clientId, clientId)).for('update');
}

/** The client's document awaiting review whose file has this SHA-256, if any. */
export async function submittedWithSameFile(
  db: Pick<Db, 'select'>,
  clientId: number,
  sha256: string,
): Promise<BnmDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(bnmDocuments)
    .where(
      and(eq(bnmDocuments.clientId, clientId), eq(bnmDocuments.status, 'SUBMITTED'), eq(bnmDocuments.sha256, sha256)),
    )
    .orderBy(asc(bnmDocuments.id))
    .limit(1);
  return row;
}

/** The document with this public id (its guid). */
export async function findBnmDocument(db: Pick<Db, 'select'>, guid: string): Promise<BnmDocumentRow | undefined> {
  const [row] = await db.select().from(bnmDocuments).where(eq(bnmDocuments.guid, guid));
  return row;
}

/** A client's documents, newest first. */
export function bnmDocumentsOf(db: Pick<Db, 'select'>, clientId: number): Promise<BnmDocumentRow[]> {
  return db.select().from(bnmDocuments).where(eq(bnmDocuments.clientId, clientId)).orderBy(desc(bnmDocuments.id));
}

/**
 * Moves a document from one of `from` to its next state, only if it is the client's (when `clientId` is given)
 * and still in one of `from`. Answers the updated row, or undefined when nothing matched (the caller decides
 * between 404 and 409 by reading the row).
 */
export async function transitionBnmDocument(
  db: Pick<Db, 'update'>,
  where: { guid: string; clientId?: number; from: readonly string[] },
  set: Partial<NewBnmDocument>,
): Promise<BnmDocumentRow | undefined> {
  const [row] = await db
    .update(bnmDocuments)
    .set({ ...set, updatedAt: sql`now()` })
    .where(
      and(
        eq(bnmDocuments.guid, where.guid),
        where.clientId === undefined ? undefined : eq(bnmDocuments.clientId, where.clientId),
        sql`${bnmDocuments.status} in (${sql.join(
          where.from.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      ),
    )
    .returning();
  return row;
}

/**
 * The rejected-documents notice: the client's latest document, leaving cancelled ones aside, was rejected (no
 * newer upload is awaiting review or approved).
 */
export async function latestLiveDocumentRejected(db: Pick<Db, 'select'>, clientId: number): Promise<boolean> {
  const [latest] = await db
    .select({ status: bnmDocuments.status })
    .from(bnmDocuments)
    .where(and(eq(bnmDocuments.clientId, clientId), ne(bnmDocuments.status, 'CANCELLED')))
    .orderBy(desc(bnmDocuments.id))
    .limit(1);
  return latest?.status === 'REJECTED';
}

/** Whether an approved document covers the Malaysia date `day` (YYYY-MM-DD, both ends of the period included). */
export async function hasApprovalCovering(db: Pick<Db, 'select'>, clientId: number, day: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bnmDocuments.id })
    .from(bnmDocuments)
    .where(
      and(
        eq(bnmDocuments.clientId, clientId),
        eq(bnmDocuments.status, 'APPROVED'),
        lte(bnmDocuments.validFrom, day),
        gte(bnmDocuments.validUntil, day),
      ),
    )
    .limit(1);
  return !!row;
}

/** Documents awaiting review, oldest first, with the client's name. */
export function submittedBnmDocuments(db: Pick<Db, 'select'>, limit: number) {
  return db
    .select({
      document: bnmDocuments,
      clientName: sql<string>`trim(${clients.givenName} || ' ' || coalesce(${clients.surName}, ''))`,
    })
    .from(bnmDocuments)
    .innerJoin(clients, eq(clients.clientId, bnmDocuments.clientId))
    .where(eq(bnmDocuments.status, 'SUBMITTED'))
    .orderBy(asc(bnmDocuments.id))
    .limit(limit);
}
