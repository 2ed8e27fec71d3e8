import { fillsOf, type PlannedTrade } from './trade-engine';

/**
 * What a client sees of a rebalance (a drift rebalance or a portfolio switch): one REBALANCE transaction whose
 * amount is the value moved between assets (the sales; the purchases when only cash was invested), with every
 * fill in its details.
 */
export function rebalanceFigures(trades: readonly PlannedTrade[]) {
  const sum = (side: 'BUY' | 'SELL') =>
    trades.filter((t) => t.side === side).reduce((n, t) => n + t.plan.reduce((m, f) => m + f.amountSen, 0n), 0n);
  const soldSen = sum('SELL');
  const boughtSen = sum('BUY');
  return {
    amountSen: soldSen > 0n ? soldSen : boughtSen,
    details: {
      soldSen: soldSen.toString(),
      boughtSen: boughtSen.toString(),
      fills: trades.flatMap((t) =>
        fillsOf(t).map((f) => ({
          side: f.side,
          ticker: f.ticker,
          units: f.units.toString(),
          price: f.price,
          currency: f.currency,
          fxRate: f.fxRate,
          amountSen: f.amountSen.toString(),
        })),
      ),
    },
  };
}
