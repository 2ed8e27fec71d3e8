import { formatMinorUnits, SEN_SCALE } from '@harta/contracts/money';
import type { PendingTransaction } from '@harta/contracts/schemas/returns';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { portfolios } from '../../db/schema/portfolios';
import { clientTransactions as ct } from '../../db/schema/transactions';

type Reader = Pick<Db, 'select'>;

/** The money movements the dashboard lists while they are under way. */
const FLOW_TYPES = ['DEPOSIT', 'WITHDRAWAL', 'TRANSFER_IN', 'TRANSFER_OUT'];
const OPEN_STATUSES = ['PENDING', 'PROCESSING'];
const PENDING_SHOWN = 20;

/** The client's deposits, withdrawals and transfers not yet final, newest first (at most 20). */
export async function pendingTransactions(db: Reader, clientId: number): Promise<PendingTransaction[]> {
  const rows = await db
    .select({
      guid: ct.guid,
      type: ct.type,
      status: ct.status,
      amountSen: ct.amountSen,
      goalName: portfolios.goalName,
      createdAt: ct.createdAt,
    })
    .from(ct)
    .innerJoin(portfolios, eq(portfolios.id, ct.portfolioId))
    .where(and(eq(ct.clientId, clientId), inArray(ct.type, FLOW_TYPES), inArray(ct.status, OPEN_STATUSES)))
    .orderBy(sql`${ct.createdAt} desc nulls last`, sql`${ct.id} desc nulls last`)
    .limit(PENDING_SHOWN);
  return rows.map((r) => ({
    id: r.guid,
    type: r.type,
    status: r.status,
    amount: r.amountSen === null ? null : formatMinorUnits(r.amountSen, SEN_SCALE),
    goalName: r.goalName,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** True while one of the client's deposits is still at the bank or being processed (the pending deposit modal). */
export async function hasOpenDeposit(db: Reader, clientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: ct.id })
    .from(ct)
    .where(and(eq(ct.clientId, clientId), eq(ct.type, 'DEPOSIT'), inArray(ct.status, OPEN_STATUSES)))
    .limit(1);
  return row !== undefined;
}

/**
 * Net deposits per portfolio from the completed transactions (deposits and transfers in, less withdrawals and
 * transfers out): the figure for a portfolio the valuation job has not reached yet.
 */
export async function completedNetDeposits(db: Reader, portfolioIds: readonly number[]): Promise<Map<number, bigint>> {
  const result = new Map<number, bigint>(portfolioIds.map((id) => [id, 0n]));
  if (portfolioIds.length === 0) return result;
  const rows = await db
    .select({
      portfolioId: ct.portfolioId,
      netSen: sql<string>`coalesce(sum(case when ${ct.type} in ('DEPOSIT','TRANSFER_IN') then ${ct.amountSen}
        else -${ct.amountSen} end), 0)::text`,
    })
    .from(ct)
    .where(and(inArray(ct.portfolioId, [...portfolioIds]), inArray(ct.type, FLOW_TYPES), eq(ct.status, 'COMPLETED')))
    .groupBy(ct.portfolioId);
  for (const row of rows) result.set(row.portfolioId, BigInt(row.netSen));
  return result;
}
