import type { Db } from '../../src/db/connection';
import { portfolioValuations } from '../../src/db/schema/valuations';

/**
 * Daily snapshots straight into `portfolio_valuations`, as the valuation job would write them (the job is tested
 * on its own): [weekday, value in sen, net flow in sen, growth index]. The value is booked as cash (the table only
 * checks value = cash + invested); net deposits accumulate the flows.
 */
export async function insertValuations(
  db: Db,
  portfolioId: number,
  rows: readonly [date: string, valueSen: bigint, netFlowSen: bigint, growthIndex: string][],
  /** The net deposits before the first of `rows` (when appending to a history). */
  options: { after?: bigint } = {},
): Promise<void> {
  let cumulative = options.after ?? 0n;
  const values = rows.map(([valuationDate, valueSen, netFlowSen, growthIndex]) => {
    cumulative += netFlowSen;
    return {
      portfolioId,
      valuationDate,
      cashSen: valueSen,
      investedSen: 0n,
      valueSen,
      netFlowSen,
      cumulativeFlowSen: cumulative,
      growthIndex,
    };
  });
  // In chunks: a long history would exceed the bind-parameter limit in one statement.
  for (let i = 0; i < values.length; i += 1000) await db.insert(portfolioValuations).values(values.slice(i, i + 1000));
}
