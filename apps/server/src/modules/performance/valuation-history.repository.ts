import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { portfolioValuations as pv } from '../../db/schema/valuations';
import { ReturnDecimal } from '../returns/return-decimal';
import type { ValuationPoint } from '../returns/valuation-series';

/**
 * Every daily snapshot of the given portfolios, oldest first, by portfolio (the primary key's order, so the read
 * is one index range per portfolio). Portfolios without snapshots answer an empty series.
 */
export async function valuationHistory(
  db: Pick<Db, 'select'>,
  portfolioIds: readonly number[],
): Promise<Map<number, ValuationPoint[]>> {
  const result = new Map<number, ValuationPoint[]>(portfolioIds.map((id) => [id, []]));
  if (portfolioIds.length === 0) return result;
  const rows = await db
    .select({
      portfolioId: pv.portfolioId,
      date: pv.valuationDate,
      valueSen: pv.valueSen,
      netFlowSen: pv.netFlowSen,
      cumulativeFlowSen: pv.cumulativeFlowSen,
      growthIndex: pv.growthIndex,
    })
    .from(pv)
    .where(inArray(pv.portfolioId, [...portfolioIds]))
    .orderBy(asc(pv.portfolioId), asc(pv.valuationDate));
  for (const row of rows) {
    result.get(row.portfolioId)?.push({
      date: row.date,
      valueSen: row.valueSen,
      netFlowSen: row.netFlowSen,
      cumulativeFlowSen: row.cumulativeFlowSen,
      growthIndex: new ReturnDecimal(row.growthIndex),
    });
  }
  return result;
}
