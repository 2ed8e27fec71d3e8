import { formatSen } from '@harta/contracts/money';
import type { PendingTransaction } from '@harta/contracts/schemas/returns';
import { and, desc, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { portfolios } from '../../db/schema/portfolios';
import { tradeRuns } from '../../db/schema/trading';
import { clientTransactions as ct } from '../../db/schema/transactions';
import { nextTradeDate, type TradeCalendar } from '../trading/trade-calendar';
import { FLOW_JOURNAL_KINDS } from '../valuation/value-day';

type Reader = Pick<Db, 'select'>;

/** The money movements the dashboard lists while they are under way (REBALANCE: a risk-level switch). */
const FLOW_TYPES = ['DEPOSIT', 'WITHDRAWAL', 'TRANSFER_IN', 'TRANSFER_OUT'];
const LISTED_TYPES = [...FLOW_TYPES, 'REBALANCE'];
const OPEN_STATUSES = ['PENDING', 'PROCESSING'];
const PENDING_SHOWN = 20;
/**
 * How far back a paid deposit can still be waiting for its trade date: a few trade dates at most (a long holiday
 * of both exchanges), so a week and a half bounds the rows read.
 */
const AWAITING_LOOKBACK_MS = 10 * 24 * 3600_000;

const columns = {
  guid: ct.guid,
  type: ct.type,
  status: ct.status,
  amountSen: ct.amountSen,
  goalName: portfolios.goalName,
  portfolioId: ct.portfolioId,
  createdAt: ct.createdAt,
  completedAt: ct.completedAt,
  tradeDate: sql<string | null>`${ct.details} ->> 'tradeDate'`,
};
interface Row {
  guid: string;
  type: string;
  status: string;
  amountSen: bigint | null;
  goalName: string;
  portfolioId: number;
  createdAt: Date;
  completedAt: Date | null;
  tradeDate: string | null;
}

/** A paid deposit waiting for its trade date, with that date (docs/money.md "Trade dates": the cut-off rule). */
export interface AwaitingDeposit {
  row: Row;
  tradeDate: string;
}

/**
 * Deposits that are paid (COMPLETED: the money is the portfolio's cash) but not invested yet: the trade date their
 * settlement falls on (before its cut-off: that date; otherwise the next) has no completed invest step. Until then
 * the client's money is still "in progress" (docs/dashboard-and-performance.md "In progress").
 */
export async function depositsAwaitingInvestment(
  db: Reader,
  clientId: number,
  calendar: TradeCalendar,
  now: Date = new Date(),
): Promise<AwaitingDeposit[]> {
  const paid = await db
    .select(columns)
    .from(ct)
    .innerJoin(portfolios, eq(portfolios.id, ct.portfolioId))
    .where(
      and(
        eq(ct.clientId, clientId),
        eq(ct.type, 'DEPOSIT'),
        eq(ct.status, 'COMPLETED'),
        isNotNull(ct.completedAt),
        gte(ct.completedAt, new Date(now.getTime() - AWAITING_LOOKBACK_MS)),
      ),
    )
    .orderBy(desc(ct.completedAt), desc(ct.id));
  if (paid.length === 0) return [];
  const dated = paid.map((row) => ({ row, tradeDate: nextTradeDate(row.completedAt!, calendar) }));
  const dates = [...new Set(dated.map((d) => d.tradeDate))];
  const invested = await db
    .select({ tradeDate: tradeRuns.tradeDate })
    .from(tradeRuns)
    .where(
      and(
        inArray(tradeRuns.tradeDate, dates),
        or(eq(tradeRuns.status, 'COMPLETED'), sql`(${tradeRuns.steps} -> 'invest' ->> 'completedAt') is not null`),
      ),
    );
  const done = new Set(invested.map((r) => r.tradeDate));
  return dated.filter((d) => !done.has(d.tradeDate));
}

function stageOf(row: Row): PendingTransaction['stage'] {
  if (row.type === 'DEPOSIT') return 'AT_BANK';
  return row.status === 'PROCESSING' ? 'PROCESSING' : 'REQUESTED';
}

const toPending = (row: Row, extra: Partial<PendingTransaction> = {}): PendingTransaction => ({
  id: row.guid,
  type: row.type,
  status: row.status,
  amount: row.amountSen === null ? null : formatSen(row.amountSen),
  goalName: row.goalName,
  createdAt: row.createdAt.toISOString(),
  tradeDate: row.tradeDate,
  stage: stageOf(row),
  ...extra,
});

/**
 * The client's deposits, withdrawals, transfers and switches not yet final, and the paid deposits waiting for their
 * trade date (given by `depositsAwaitingInvestment`), newest first (at most 20).
 */
export async function pendingTransactions(
  db: Reader,
  clientId: number,
  awaiting: readonly AwaitingDeposit[] = [],
): Promise<PendingTransaction[]> {
  const rows = await db
    .select(columns)
    .from(ct)
    .innerJoin(portfolios, eq(portfolios.id, ct.portfolioId))
    .where(and(eq(ct.clientId, clientId), inArray(ct.type, LISTED_TYPES), inArray(ct.status, OPEN_STATUSES)))
    .orderBy(sql`${ct.createdAt} desc nulls last`, sql`${ct.id} desc nulls last`)
    .limit(PENDING_SHOWN);
  return [
    ...rows.map((r) => toPending(r)),
    ...awaiting.map((a) => toPending(a.row, { tradeDate: a.tradeDate, stage: 'TO_BE_INVESTED' })),
  ]
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
    .slice(0, PENDING_SHOWN);
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

/**
 * Money that came into each portfolio from outside (settled deposits, rewards; less what left) in journals dated
 * after the given valuation date: what the next valuation will count and the latest one does not
 * (docs/dashboard-and-performance.md "One valuation"). Portfolios without a date are left out (their figures are
 * live, nothing is outside them).
 */
export async function flowsAfterValuation(
  db: Pick<Db, 'execute'>,
  valuedOn: ReadonlyMap<number, string>,
): Promise<Map<number, bigint>> {
  const result = new Map<number, bigint>([...valuedOn.keys()].map((id) => [id, 0n]));
  if (valuedOn.size === 0) return result;
  const ids = [...valuedOn.keys()];
  const from = [...valuedOn.values()].reduce((min, d) => (d < min ? d : min));
  const answer = await db.execute(sql`
    select a.portfolio_id as "portfolioId", j.effective_date::text as "date", (-sum(p.amount))::text as "sen"
    from ledger_postings p
    join ledger_accounts a on a.id = p.account_id
    join ledger_journals j on j.id = p.journal_id
    where a.kind = 'CLIENT_CASH'
      and a.portfolio_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      and j.kind in (${sql.join(
        FLOW_JOURNAL_KINDS.map((kind) => sql`${kind}`),
        sql`, `,
      )})
      and j.effective_date > ${from}::date
    group by a.portfolio_id, j.effective_date`);
  for (const row of (answer as unknown as { rows: { portfolioId: number; date: string; sen: string }[] }).rows) {
    const id = Number(row.portfolioId);
    if (row.date > valuedOn.get(id)!) result.set(id, result.get(id)! + BigInt(String(row.sen)));
  }
  return result;
}
