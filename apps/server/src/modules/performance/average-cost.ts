import Decimal from 'decimal.js';

/** One executed order as the cost basis needs it, in execution order. */
export interface CostFill {
  ticker: string;
  side: 'BUY' | 'SELL';
  /** Millionths of a unit. */
  units: bigint;
  /** What was paid (buy) or received (sell), in sen. */
  amountSen: bigint;
}

export interface CostBasis {
  units: bigint;
  costSen: bigint;
}

/**
 * What the units still held cost, per ticker, by average cost: a buy adds its units and what was paid; a sell
 * removes its units and their share of the cost at the average (cost × sold ÷ held, half-even to the sen), so
 * selling never changes the average cost of what is left. Fills must come in execution order.
 */
export function averageCosts(fills: readonly CostFill[]): Map<string, CostBasis> {
  const basis = new Map<string, CostBasis>();
  for (const fill of fills) {
    const held = basis.get(fill.ticker) ?? { units: 0n, costSen: 0n };
    if (fill.side === 'BUY') {
      basis.set(fill.ticker, { units: held.units + fill.units, costSen: held.costSen + fill.amountSen });
      continue;
    }
    // More sold than bought here (units that reached the portfolio another way): nothing of the cost is left.
    if (fill.units >= held.units) {
      basis.set(fill.ticker, { units: 0n, costSen: 0n });
      continue;
    }
    const removed = BigInt(
      new Decimal(held.costSen.toString())
        .mul(fill.units.toString())
        .div(held.units.toString())
        .toDecimalPlaces(0, Decimal.ROUND_HALF_EVEN)
        .toFixed(0),
    );
    basis.set(fill.ticker, { units: held.units - fill.units, costSen: held.costSen - removed });
  }
  return basis;
}
