import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { writeAudit } from '../audit/audit-log';
import { clientNoticeDismissals } from '../../db/schema/notices';
import { referenceValues } from '../../db/schema/reference-data';
import { clientFinancialInfo, clientPersonalInfo } from '../../db/schema/registration';

/** Step 5's answers the notices read, with whether the ethnicity is still an active reference code. */
export async function personalForNotices(db: Pick<Db, 'select'>, clientId: number) {
  const [row] = await db
    .select({
      maritalStatus: clientPersonalInfo.maritalStatus,
      spouseNric: clientPersonalInfo.spouseNric,
      ethnicity: clientPersonalInfo.ethnicity,
      ethnicityListed: sql<boolean>`${referenceValues.code} is not null`,
    })
    .from(clientPersonalInfo)
    .leftJoin(
      referenceValues,
      and(
        eq(referenceValues.type, 'ETHNICITY'),
        eq(referenceValues.code, clientPersonalInfo.ethnicity),
        eq(referenceValues.active, true),
      ),
    )
    .where(eq(clientPersonalInfo.clientId, clientId))
    .limit(1);
  return row ? { ...row, ethnicityListed: Boolean(row.ethnicityListed) } : null;
}

/** Step 7's domestic ringgit borrowing declaration. */
export async function borrowingDeclaration(db: Pick<Db, 'select'>, clientId: number) {
  const [row] = await db
    .select({
      hasBorrowing: clientFinancialInfo.hasDomesticRinggitBorrowing,
      declaredAt: clientFinancialInfo.borrowingUndertakingAt,
    })
    .from(clientFinancialInfo)
    .where(eq(clientFinancialInfo.clientId, clientId))
    .limit(1);
  return row ?? null;
}

export async function dismissedNoticeIds(db: Pick<Db, 'select'>, clientId: number): Promise<Set<string>> {
  const rows = await db
    .select({ noticeId: clientNoticeDismissals.noticeId })
    .from(clientNoticeDismissals)
    .where(eq(clientNoticeDismissals.clientId, clientId));
  return new Set(rows.map((r) => r.noticeId));
}

export async function insertDismissal(db: Pick<Db, 'insert'>, clientId: number, noticeId: string): Promise<void> {
  await db.insert(clientNoticeDismissals).values({ clientId, noticeId }).onConflictDoNothing();
}

/**
 * Sets a married client's spouse ID and audit-logs it (`client.spouseNric.update`, before and after) in one
 * transaction: no change without its entry. Answers false when the client is not married (nothing written).
 */
export async function updateSpouseNric(
  db: Db,
  clientId: number,
  spouseNric: string,
  actor: { userId: string; requestId: string; email: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ spouseNric: clientPersonalInfo.spouseNric })
      .from(clientPersonalInfo)
      .where(and(eq(clientPersonalInfo.clientId, clientId), eq(clientPersonalInfo.maritalStatus, 'MARRIED')))
      .for('update');
    if (!current) return false;
    await tx
      .update(clientPersonalInfo)
      .set({ spouseNric, modifiedBy: actor.email, updatedAt: sql`now()` })
      .where(eq(clientPersonalInfo.clientId, clientId));
    await writeAudit(tx, {
      actor: actor.userId,
      action: 'client.spouseNric.update',
      subjectType: 'client',
      subjectId: clientId,
      details: { before: current.spouseNric, after: spouseNric, via: 'notice' },
      requestId: actor.requestId,
    });
    return true;
  });
}
