import { signOf } from '../../../lib/money/format-return';

/**
 * Why the dashboard has no return rate (it sends the rate as null without a reason): with no money in and no value
 * nothing was invested (NO_MONEY); otherwise the first valuation after investing has not happened yet (NO_HISTORY).
 * The same two reasons, and words, as the performance page's.
 */
export function missingRateReason(value: string, netDeposits: string): 'NO_MONEY' | 'NO_HISTORY' {
  return signOf(value) === 0 && signOf(netDeposits) === 0 ? 'NO_MONEY' : 'NO_HISTORY';
}

/** A client with nothing yet: no value, no money in, nothing on its way. */
export function hasNoMoneyYet(summary: { totalValue: string; netDeposits: string; pending: unknown[] }): boolean {
  return signOf(summary.totalValue) === 0 && signOf(summary.netDeposits) === 0 && summary.pending.length === 0;
}
