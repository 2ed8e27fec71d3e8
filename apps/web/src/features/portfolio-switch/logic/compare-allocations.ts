import type { Allocation } from '@harta/contracts/schemas/registration-investment';

export interface AllocationRow {
  ticker: string;
  name: string;
  /** Percent with two decimals ('20.00'); '0.00' when the model does not hold the fund. */
  now: string;
  after: string;
}

/**
 * The two models' allocations side by side, one row per fund either holds: the new model's funds first by their
 * new weight, then the ones it drops.
 */
export function compareAllocations(current: readonly Allocation[], target: readonly Allocation[]): AllocationRow[] {
  const now = new Map(current.map((a) => [a.ticker, a]));
  const after = new Map(target.map((a) => [a.ticker, a]));
  const tickers = [...new Set([...after.keys(), ...now.keys()])];
  const weight = (ticker: string) => after.get(ticker)?.weightBps ?? 0;
  tickers.sort((a, b) => weight(b) - weight(a) || (now.get(b)?.weightBps ?? 0) - (now.get(a)?.weightBps ?? 0));
  return tickers.map((ticker) => ({
    ticker,
    name: (after.get(ticker) ?? now.get(ticker))!.name,
    now: now.get(ticker)?.weightPercent ?? '0.00',
    after: after.get(ticker)?.weightPercent ?? '0.00',
  }));
}
