import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { tradeFills, tradeOrders } from '../../db/schema/trading';
import { averageCosts, type CostBasis } from './average-cost';

/**
 * The cost basis per portfolio and ticker from every fill of the portfolios' orders, in execution order (trade
 * date, then fill id: the order the trade run wrote them).
 */
export async function costBases(
  db: Pick<Db, 'select'>,
  portfolioIds: readonly number[],
): Promise<Map<number, Map<string, CostBasis>>> {
  const result = new Map<number, Map<string, CostBasis>>();
  if (portfolioIds.length === 0) return result;
  const rows = await db
    .select({
      portfolioId: tradeOrders.portfolioId,
      ticker: tradeOrders.ticker,
      side: tradeOrders.side,
      units: tradeFills.units,
      amountSen: tradeFills.amountSen,
    })
    .from(tradeFills)
    .innerJoin(tradeOrders, eq(tradeOrders.id, tradeFills.orderId))
    .where(inArray(tradeOrders.portfolioId, [...portfolioIds]))
    .orderBy(asc(tradeOrders.tradeDate), asc(tradeFills.id));
  for (const id of portfolioIds) {
    result.set(
      id,
      averageCosts(
        rows
          .filter((r) => r.portfolioId === id)
          .map((r) => ({
            ticker: r.ticker,
            side: r.side === 'SELL' ? 'SELL' : 'BUY',
            units: r.units,
            amountSen: r.amountSen,
          })),
      ),
    );
  }
  return result;
}
