import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { averageCosts, type CostBasis } from './average-cost';

/**
 * The cost basis per portfolio and ticker from every fill of the portfolios' orders, in execution order (trade
 * date, then fill id: the order the trade run wrote them). Five years of monthly buys are ~400 fills a portfolio:
 * read as one text per portfolio, as the valuation history is (see valuation-history.repository.ts for why).
 */
export async function costBases(
  db: Pick<Db, 'execute'>,
  portfolioIds: readonly number[],
): Promise<Map<number, Map<string, CostBasis>>> {
  const result = new Map<number, Map<string, CostBasis>>(portfolioIds.map((id) => [id, new Map()]));
  if (portfolioIds.length === 0) return result;
  const ids = sql.join(
    portfolioIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const answer = await db.execute(sql`
    select o.portfolio_id as "portfolioId",
           string_agg(o.ticker || ' ' || o.side || ' ' || f.units || ' ' || f.amount_sen, ';'
                      order by o.trade_date, f.id) as "fills"
    from trade_fills f
    join trade_orders o on o.id = f.order_id
    where o.portfolio_id in (${ids})
    group by o.portfolio_id`);
  for (const row of (answer as unknown as { rows: { portfolioId: number | string; fills: string }[] }).rows) {
    const fills = row.fills.split(';').map((fill) => {
      const [ticker, side, units, amountSen] = fill.split(' ') as [string, string, string, string];
      return {
        ticker,
        side: side === 'SELL' ? ('SELL' as const) : ('BUY' as const),
        units: BigInt(units),
        amountSen: BigInt(amountSen),
      };
    });
    result.set(Number(row.portfolioId), averageCosts(fills));
  }
  return result;
}
