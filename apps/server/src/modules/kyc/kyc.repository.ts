import { KYC_MAX_MATCHING_ATTEMPTS } from '@harta/contracts/schemas/registration-documents';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { isUuid } from '../../db/public-id';
import { clientDocuments, kycChecks, kycStates } from '../../db/schema/kyc';

export type DocumentRow = typeof clientDocuments.$inferSelect;
export type KycCheckRow = typeof kycChecks.$inferSelect;
export type KycStateRow = typeof kycStates.$inferSelect;

/** The current (not superseded) documents of a client, oldest first. */
export function currentDocuments(db: Db, clientId: number): Promise<DocumentRow[]> {
  return db
    .select()
    .from(clientDocuments)
    .where(and(eq(clientDocuments.clientId, clientId), isNull(clientDocuments.supersededAt)))
    .orderBy(clientDocuments.id);
}

/** A document by its public id (the guid); undefined for anything else, an old integer id included. */
export async function findDocument(db: Db, guid: string): Promise<DocumentRow | undefined> {
  if (!isUuid(guid)) return undefined;
  const [row] = await db.select().from(clientDocuments).where(eq(clientDocuments.guid, guid)).limit(1);
  return row;
}

/**
 * Records an upload: it supersedes the earlier document of the same type, and every document of another ID
 * type (the client switched, e.g. from MyKad to passport). New documents need a new match, so a passed e-KYC
 * state is cleared.
 */
export async function insertDocument(
  db: Db,
  values: typeof clientDocuments.$inferInsert & { clientId: number },
): Promise<DocumentRow> {
  return db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(clientDocuments)
      .set({ supersededAt: now })
      .where(
        and(
          eq(clientDocuments.clientId, values.clientId),
          isNull(clientDocuments.supersededAt),
          sql`(${clientDocuments.documentType} = ${values.documentType} or ${clientDocuments.idType} <> ${values.idType})`,
        ),
      );
    const [row] = await tx.insert(clientDocuments).values(values).returning();
    await tx
      .update(kycStates)
      .set({ passed: false, passedAt: null, updatedAt: now })
      .where(and(eq(kycStates.clientId, values.clientId), eq(kycStates.passed, true)));
    return row!;
  });
}

export async function getKycState(db: Db, clientId: number): Promise<KycStateRow | undefined> {
  const [row] = await db.select().from(kycStates).where(eq(kycStates.clientId, clientId)).limit(1);
  return row;
}

/**
 * Takes one matching attempt atomically (two concurrent calls cannot both take the fifth); answers the attempt
 * number, or null when none is left.
 */
export async function reserveAttempt(db: Db, clientId: number): Promise<number | null> {
  await db.insert(kycStates).values({ clientId }).onConflictDoNothing({ target: kycStates.clientId });
  const [row] = await db
    .update(kycStates)
    .set({ attemptsUsed: sql`${kycStates.attemptsUsed} + 1`, updatedAt: new Date() })
    .where(and(eq(kycStates.clientId, clientId), lt(kycStates.attemptsUsed, KYC_MAX_MATCHING_ATTEMPTS)))
    .returning({ attemptsUsed: kycStates.attemptsUsed });
  return row?.attemptsUsed ?? null;
}

/** Gives an attempt back (the provider failed, so the client should not pay for it). */
export async function releaseAttempt(db: Db, clientId: number): Promise<void> {
  await db
    .update(kycStates)
    .set({ attemptsUsed: sql`greatest(${kycStates.attemptsUsed} - 1, 0)`, updatedAt: new Date() })
    .where(eq(kycStates.clientId, clientId));
}

export async function recordCheck(db: Db, check: typeof kycChecks.$inferInsert): Promise<KycCheckRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(kycChecks).values(check).returning();
    if (check.passed) {
      await tx
        .update(kycStates)
        .set({ passed: true, passedAt: new Date(), updatedAt: new Date() })
        .where(eq(kycStates.clientId, check.clientId));
    }
    return row!;
  });
}

export async function lastCheck(db: Db, clientId: number): Promise<KycCheckRow | undefined> {
  const [row] = await db
    .select()
    .from(kycChecks)
    .where(eq(kycChecks.clientId, clientId))
    .orderBy(desc(kycChecks.id))
    .limit(1);
  return row;
}

/** Staff: a fresh set of attempts. */
export async function resetAttempts(db: Db, clientId: number): Promise<void> {
  const now = new Date();
  await db
    .insert(kycStates)
    .values({ clientId, attemptsUsed: 0, resetAt: now })
    .onConflictDoUpdate({ target: kycStates.clientId, set: { attemptsUsed: 0, resetAt: now, updatedAt: now } });
}
