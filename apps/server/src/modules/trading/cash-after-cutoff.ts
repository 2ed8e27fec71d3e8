import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { ledgerAccounts, ledgerJournals, ledgerPostings } from '../../db/schema/ledger';
import type { IsoDate } from '../../providers/market-data/market-data-provider';

/**
 * The journal kinds a trade run posts itself (buys, sells, a transfer's move of cash, the fee). Their cash belongs
 * to the trade date they were executed for, whenever the run posted them: a transfer's or switch's proceeds are
 * invested at that same date (docs/money.md "Invest").
 */
export const TRADE_RUN_JOURNAL_KINDS = ['BUY', 'SELL', 'TRANSFER', 'FEE'] as const;

/**
 * Per portfolio, the ringgit credited to its CLIENT_CASH at or after the cut-off of `tradeDate`
 * (docs/money.md "Trade dates"): a deposit's settlement, a referral reward, a failed payout's return that came
 * too late for that date, and cash a trade run of a later date moved in. That money waits for the next trade date.
 * The settlement time is the journal's `created_at` (the moment the ledger recorded it).
 */
export async function cashCreditedSince(
  db: Db,
  portfolioIds: readonly number[],
  tradeDate: IsoDate,
  cutoff: Date,
): Promise<Map<number, bigint>> {
  const late = new Map<number, bigint>();
  if (portfolioIds.length === 0) return late;
  const ids = sql.join(
    portfolioIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const kinds = sql.join(
    TRADE_RUN_JOURNAL_KINDS.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const answer = await db.execute(
    sql`select a.portfolio_id as portfolio_id, (-sum(p.amount))::text as credited
          from ${ledgerAccounts} a
          join ${ledgerPostings} p on p.account_id = a.id and p.amount < 0
          join ${ledgerJournals} j on j.id = p.journal_id
         where a.kind = 'CLIENT_CASH' and a.portfolio_id in (${ids})
           and j.created_at >= ${cutoff.toISOString()}::timestamptz
           and (j.kind not in (${kinds}) or j.effective_date > ${tradeDate}::date)
         group by a.portfolio_id`,
  );
  for (const row of (answer as unknown as { rows: { portfolio_id: number; credited: string }[] }).rows) {
    late.set(Number(row.portfolio_id), BigInt(row.credited));
  }
  return late;
}
