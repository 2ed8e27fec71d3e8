// demo@'s five years of history for bench/performance.ts, written straight into the database.
import { sql } from 'drizzle-orm';
import { portfolioValuations } from '../../apps/server/src/db/schema/valuations';
import { postJournal } from '../../apps/server/src/modules/ledger/post-journal';
import { SANDBOX_SEED, syncMarketData } from '../../apps/server/src/modules/market-data/market-data-sync';
import { buyModelWeights } from '../../apps/server/src/modules/trading/trade-engine';
import { demoPortfolios, rows, type Db } from './bench-db';
import { sandboxMarketData } from '../../apps/server/src/providers/market-data/sandbox-market-data';

const YEARS = 5;

const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The weekdays of the last five years up to the latest stored close. */
function weekdays(through: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${through}T00:00:00Z`);
  for (let t = end - YEARS * 365 * 86_400_000; t <= end; t += 86_400_000) {
    const day = new Date(t).getUTCDay();
    if (day !== 0 && day !== 6) days.push(iso(t));
  }
  return days;
}

/**
 * demo@'s history: RM 1,000 deposited and bought on the first weekday of each month, and a snapshot every weekday
 * whose value follows a deterministic walk (±1% a day) plus the month's deposit; the growth index is chained as the
 * valuation job chains it, so the returns are real figures.
 */
export async function fillPerformanceHistory(db: Db): Promise<{ snapshots: number; fills: number; seconds: number }> {
  const started = Date.now();
  const demo = await demoPortfolios(db);

  const today = iso(Date.now());
  await syncMarketData(db, sandboxMarketData({ seed: SANDBOX_SEED }), today);
  const [latest] = await rows<{ d: string }>(db, sql`select max(trade_date)::text as d from market_prices`);
  const days = weekdays(latest!.d);

  let snapshots = 0;
  for (const id of demo.portfolioIds) {
    let month = '';
    let seed = id * 7919;
    let value = 0;
    let cumulative = 0;
    let index = 1;
    const values: (typeof portfolioValuations.$inferInsert)[] = [];
    for (const date of days) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      const dayReturn = ((seed / 2_147_483_648) * 2 - 1) / 100;
      const grown = Math.round(value * (1 + dayReturn));
      const flow = date.slice(0, 7) !== month ? 100_000 : 0;
      if (flow > 0) {
        month = date.slice(0, 7);
        await postJournal(db, {
          idempotencyKey: `bench-deposit:${id}:${date}`,
          kind: 'DEPOSIT',
          effectiveDate: date,
          postings: [
            { account: { kind: 'GATEWAY_CLEARING' }, amount: BigInt(flow) },
            { account: { kind: 'CLIENT_CASH', portfolioId: id }, amount: -BigInt(flow) },
          ],
        });
        await db.transaction((tx) =>
          buyModelWeights(tx, {
            portfolioId: id,
            tradeDate: date,
            cashSen: BigInt(flow),
            idempotencyKey: `bench-buy:${id}:${date}`,
          }),
        );
      }
      if (value > 0) index *= grown / value;
      value = grown + flow;
      cumulative += flow;
      values.push({
        portfolioId: id,
        valuationDate: date,
        cashSen: 0n,
        investedSen: BigInt(value),
        valueSen: BigInt(value),
        netFlowSen: BigInt(flow),
        cumulativeFlowSen: BigInt(cumulative),
        growthIndex: index.toFixed(12),
      });
    }
    for (let i = 0; i < values.length; i += 1000)
      await db.insert(portfolioValuations).values(values.slice(i, i + 1000));
    snapshots += values.length;
  }
  await db.execute(sql`analyze`);
  const [count] = await rows<{ n: string }>(
    db,
    sql`select count(*)::text as n from trade_fills f join trade_orders o on o.id = f.order_id
        where o.portfolio_id in (select id from portfolios where client_id = ${demo.clientId})`,
  );
  return { snapshots, fills: Number(count!.n), seconds: (Date.now() - started) / 1000 };
}
