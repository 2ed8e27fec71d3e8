import xirr from 'xirr';
import { daysBetween, utcMidnight } from './calendar-days';
import { ReturnDecimal } from './return-decimal';

/** A dated amount from the client's side: negative = money put in (or the opening value), positive = money out. */
export interface CashFlow {
  date: string;
  amountSen: bigint;
}

export type MoneyWeightedOutcome =
  | { rate: ReturnDecimal; reason: null }
  /** No rate solves the flows (Newton's method did not converge from any start): shown as missing, never NaN. */
  | { rate: null; reason: 'NOT_CONVERGED' };

const DAY_MS = 86_400_000;
const YEAR_DAYS = 365;
/** Starting points tried in turn: the library's own estimate first, then a flat, a falling and a rising market. */
const GUESSES: readonly (number | undefined)[] = [undefined, 0.0001, -0.5, 1];

/**
 * The money-weighted return (XIRR) of the flows between `from` and `to`, either per year (`annualised`) or over
 * the period itself: (1 + x)^(days / 365) − 1.
 *
 * The library solves for a rate per 365 days. For a short period that rate is extreme (+1% in a day is +3,678%
 * a year) and Newton's method loses its way, so the days are stretched by a whole factor k = ⌊365 / days⌋ first:
 * the solved rate is then per 365/k real days, close to the period's own length, and converting it back is exact
 * ((1 + x)^(k × days / 365) − 1 over the period, (1 + x)^k − 1 per year). Whole factors keep every flow on a whole
 * day, which the library requires.
 */
export function moneyWeightedReturn(
  flows: readonly CashFlow[],
  from: string,
  to: string,
  annualised: boolean,
): MoneyWeightedOutcome {
  const days = daysBetween(from, to);
  const stretch = Math.max(1, Math.floor(YEAR_DAYS / days));
  const start = utcMidnight(from);
  const transactions = flows
    .filter((f) => f.amountSen !== 0n)
    .map((f) => ({
      amount: Number(f.amountSen),
      when: new Date(start + daysBetween(from, f.date) * stretch * DAY_MS),
    }));

  // Money went in and nothing came back (the closing value is zero): every ringgit was lost.
  if (transactions.every((t) => t.amount < 0)) return { rate: new ReturnDecimal(-1), reason: null };
  if (transactions.every((t) => t.amount > 0)) return { rate: null, reason: 'NOT_CONVERGED' };

  for (const guess of GUESSES) {
    let solved: number;
    try {
      solved = xirr(transactions, { tolerance: 1e-12, maxIterations: 200, ...(guess === undefined ? {} : { guess }) });
    } catch {
      continue;
    }
    if (!Number.isFinite(solved) || solved < -1) continue;
    const growth = new ReturnDecimal(solved).plus(1);
    const exponent = annualised ? new ReturnDecimal(stretch) : new ReturnDecimal(stretch * days).div(YEAR_DAYS);
    return { rate: growth.pow(exponent).minus(1), reason: null };
  }
  return { rate: null, reason: 'NOT_CONVERGED' };
}
