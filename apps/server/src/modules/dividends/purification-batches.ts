import { messagesEn } from '@harta/contracts/messages';
import { formatRinggit } from '@harta/contracts/format';
import { formatSen } from '@harta/contracts/schemas/withdrawals';
import { and, asc, desc, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { dividendPayments, purificationBatches } from '../../db/schema/dividends';
import { ConflictError } from '../../plugins/errors/app-error';
import type { ActionDraft, ApplyingMember } from '../approvals/approval-actions';
import { writeAudit } from '../audit/audit-log';
import { postJournal } from '../ledger/post-journal';

/**
 * Paying the purification set aside to charity (docs/shariah.md "Flow"): one member asks to pay everything
 * owed so far to a named charity; a second approves it (four eyes); the approval, in one transaction, pays exactly
 * the payments the request listed (`purification-batch:<id>:paid`, CHARITY_PAYMENT: D PURIFICATION_PAYABLE,
 * C OMNIBUS_CASH), records the batch and marks each payment with it. Anything set aside after the request waits
 * for the next batch; anything that changed under the request refuses it (409) and pays nothing.
 */

export interface PurificationOwed {
  totalSen: bigint;
  payments: number;
  declarationIds: number[];
}

const unbatched = and(isNull(dividendPayments.purificationBatchId), gt(dividendPayments.purificationSen, 0n));

/** What is set aside and not yet paid to charity, by declaration. */
export async function purificationOwed(db: Db): Promise<PurificationOwed> {
  const found = await db
    .select({
      declarationId: dividendPayments.declarationId,
      total: sql<string>`sum(${dividendPayments.purificationSen})::text`,
      payments: sql<number>`count(*)::int`,
    })
    .from(dividendPayments)
    .where(unbatched)
    .groupBy(dividendPayments.declarationId)
    .orderBy(asc(dividendPayments.declarationId));
  return {
    totalSen: found.reduce((sum, r) => sum + BigInt(r.total), 0n),
    payments: found.reduce((sum, r) => sum + Number(r.payments), 0),
    declarationIds: found.map((r) => r.declarationId),
  };
}

/** The four-eyes request to pay what is owed now to `charity`. */
export async function purificationBatchDraft(
  db: Db,
  input: { charity: string; reference?: string | undefined },
  makerId: string,
): Promise<ActionDraft> {
  const owed = await purificationOwed(db);
  if (owed.payments === 0) throw new ConflictError(messagesEn['dividends.nothingOwed']);
  return {
    kind: 'purification.pay',
    subjectType: 'purification',
    subjectId: 'charity',
    change: {
      charity: input.charity,
      reference: input.reference ?? null,
      declarationIds: owed.declarationIds,
      totalSen: owed.totalSen.toString(),
      payments: owed.payments,
      madeBy: makerId,
    },
    summary: `Pay ${formatRinggit(owed.totalSen)} of purification (${owed.payments} dividend payments) to ${input.charity}`,
  };
}

/** Applies an approved batch on the approval's transaction. */
export async function applyPurificationBatch(db: Db, change: Record<string, unknown>, who: ApplyingMember) {
  const declarationIds = (change.declarationIds as number[]).map(Number);
  const expected = BigInt(String(change.totalSen));
  const rows = await db
    .select({
      declarationId: dividendPayments.declarationId,
      portfolioId: dividendPayments.portfolioId,
      purificationSen: dividendPayments.purificationSen,
    })
    .from(dividendPayments)
    .where(and(unbatched, inArray(dividendPayments.declarationId, declarationIds)))
    .for('update');
  const total = rows.reduce((sum, r) => sum + r.purificationSen, 0n);
  if (rows.length === 0 || total !== expected || rows.length !== Number(change.payments)) {
    throw new ConflictError(messagesEn['dividends.owedChanged']);
  }
  const [batch] = await db
    .insert(purificationBatches)
    .values({
      charity: String(change.charity),
      reference: (change.reference as string | null) ?? null,
      totalSen: total,
      payments: rows.length,
      madeBy: String(change.madeBy),
      approvedBy: who.actor,
    })
    .returning();
  await db
    .update(dividendPayments)
    .set({ purificationBatchId: batch!.id })
    .where(and(unbatched, inArray(dividendPayments.declarationId, declarationIds)));
  await postJournal(db, {
    idempotencyKey: `purification-batch:${batch!.id}:paid`,
    kind: 'CHARITY_PAYMENT',
    memo: String(change.charity).slice(0, 200),
    postings: [
      { account: { kind: 'PURIFICATION_PAYABLE' }, amount: total },
      { account: { kind: 'OMNIBUS_CASH' }, amount: -total },
    ],
  });
  await writeAudit(db, {
    actor: who.actor,
    action: 'purification.pay',
    subjectType: 'purification_batch',
    subjectId: String(batch!.id),
    details: { ...change, approvalRequest: who.requestId },
    requestId: who.requestId,
  });
  return { result: batchView(batch!) };
}

function batchView(row: typeof purificationBatches.$inferSelect) {
  return {
    id: row.id,
    charity: row.charity,
    reference: row.reference,
    total: formatSen(row.totalSen),
    payments: row.payments,
    madeBy: row.madeBy,
    approvedBy: row.approvedBy,
    paidAt: row.paidAt.toISOString(),
  };
}

/** The batches paid, newest first. */
export async function listPurificationBatches(db: Db) {
  const found = await db.select().from(purificationBatches).orderBy(desc(purificationBatches.id)).limit(200);
  return found.map(batchView);
}
