import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { clients } from '../../db/schema/clients';
import { feeAccruals } from '../../db/schema/fees';
import { ledgerAccounts, ledgerJournals, ledgerPostings } from '../../db/schema/ledger';
import { marketPrices } from '../../db/schema/market-data';
import { portfolios } from '../../db/schema/portfolios';
import { tradeFills, tradeOrders } from '../../db/schema/trading';
import { clientTransactions } from '../../db/schema/transactions';
import { portfolioValuations } from '../../db/schema/valuations';
import type { TradeStep } from './trade-run';

/** The tables the trade run writes in bulk, and those its later steps (drift check, valuation) join them with. */
const TRADE_TABLES = [
  clients,
  portfolios,
  ledgerAccounts,
  ledgerJournals,
  ledgerPostings,
  tradeOrders,
  tradeFills,
  clientTransactions,
  marketPrices,
  portfolioValuations,
  feeAccruals,
];

/** Refreshes the planner's statistics of the trade tables (ANALYZE reads a bounded sample of each). */
export async function analyzeTradeTables(db: Db): Promise<void> {
  await db.execute(
    sql`analyze ${sql.join(
      TRADE_TABLES.map((table) => sql`${table}`),
      sql`, `,
    )}`,
  );
}

/**
 * The step, then the trade tables analyzed; for the embedded engine (app.ts `tradeSteps`). PGlite has no
 * autovacuum, so without this its tables are never analyzed and the planner works from guesses: after the invest
 * step it took 6,000 holdings for one row and chose nested loops over everything (the day's valuation of 1,000
 * portfolios 14.4 s instead of 0.6 s; bench/README.md "Rebalance drift check on PGlite"). PostgreSQL's autovacuum
 * does this by itself. The step's name and report are the step's own.
 */
export function analyzedAfter(step: TradeStep): TradeStep {
  return {
    name: step.name,
    async run(db, tradeDate) {
      const report = await step.run(db, tradeDate);
      await analyzeTradeTables(db);
      return report;
    },
  };
}
