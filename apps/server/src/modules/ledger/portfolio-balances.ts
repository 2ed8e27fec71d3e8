import { and, asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { ledgerAccounts } from '../../db/schema/ledger';
import { CASH_ASSET } from './account-kinds';

export interface PortfolioBalances {
  /** Settled, uninvested ringgit in sen (CLIENT_CASH). */
  cashSen: bigint;
  /** Units per ETF ticker in millionths (CLIENT_UNITS), only the non-zero ones, by ticker. */
  units: { ticker: string; units: bigint }[];
}

/**
 * Every client balance of the given portfolios in one read (the dashboard values several portfolios at once).
 * A portfolio that was never posted to has no accounts yet: it answers zero cash and no units.
 */
export async function portfolioBalances(
  db: Pick<Db, 'select'>,
  portfolioIds: readonly number[],
): Promise<Map<number, PortfolioBalances>> {
  const result = new Map<number, PortfolioBalances>(portfolioIds.map((id) => [id, { cashSen: 0n, units: [] }]));
  if (portfolioIds.length === 0) return result;
  const rows = await db
    .select({
      portfolioId: ledgerAccounts.portfolioId,
      kind: ledgerAccounts.kind,
      asset: ledgerAccounts.asset,
      balance: ledgerAccounts.balance,
    })
    .from(ledgerAccounts)
    .where(
      and(
        inArray(ledgerAccounts.portfolioId, [...portfolioIds]),
        inArray(ledgerAccounts.kind, ['CLIENT_CASH', 'CLIENT_UNITS']),
      ),
    )
    .orderBy(asc(ledgerAccounts.portfolioId), asc(ledgerAccounts.asset));
  for (const row of rows) {
    const entry = result.get(row.portfolioId!);
    if (!entry) continue;
    if (row.kind === 'CLIENT_CASH' && row.asset === CASH_ASSET) entry.cashSen = row.balance;
    else if (row.kind === 'CLIENT_UNITS' && row.balance !== 0n)
      entry.units.push({ ticker: row.asset, units: row.balance });
  }
  return result;
}

/** One portfolio's balances (see {@link portfolioBalances}). */
export async function portfolioBalance(db: Pick<Db, 'select'>, portfolioId: number): Promise<PortfolioBalances> {
  return (await portfolioBalances(db, [portfolioId])).get(portfolioId)!;
}
