import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { ReturnDecimal } from '../returns/return-decimal';
import type { ValuationPoint } from '../returns/valuation-series';

/**
 * Every daily snapshot of the given portfolios, oldest first. Portfolios without snapshots answer an empty series.
 *
 * Five years are ~1,300 rows a portfolio. Read as rows, each of their ~6,500 values is materialised on its own
 * (in the server's thread on PGlite): measured 5–8× slower than one text per portfolio, aggregated in the
 * database in the primary key's order and split here (bench/performance.ts). Every field is a date, an integer or
 * a decimal, so neither separator can occur inside one.
 */
export async function valuationHistory(
  db: Pick<Db, 'execute'>,
  portfolioIds: readonly number[],
): Promise<Map<number, ValuationPoint[]>> {
  const result = new Map<number, ValuationPoint[]>(portfolioIds.map((id) => [id, []]));
  if (portfolioIds.length === 0) return result;
  const ids = sql.join(
    portfolioIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const answer = await db.execute(sql`
    select portfolio_id as "portfolioId",
           string_agg(valuation_date::text || ' ' || value_sen || ' ' || net_flow_sen || ' ' || cumulative_flow_sen
                      || ' ' || growth_index, ';' order by valuation_date) as "days"
    from portfolio_valuations
    where portfolio_id in (${ids})
    group by portfolio_id`);
  for (const row of (answer as unknown as { rows: { portfolioId: number | string; days: string }[] }).rows) {
    result.set(
      Number(row.portfolioId),
      row.days.split(';').map((day) => {
        const [date, valueSen, netFlowSen, cumulativeFlowSen, growthIndex] = day.split(' ') as [
          string,
          string,
          string,
          string,
          string,
        ];
        return {
          date,
          valueSen: BigInt(valueSen),
          netFlowSen: BigInt(netFlowSen),
          cumulativeFlowSen: BigInt(cumulativeFlowSen),
          growthIndex: new ReturnDecimal(growthIndex),
        };
      }),
    );
  }
  return result;
}
