import Decimal from 'decimal.js';
import { moneyWeightedReturn } from '../returns/money-weighted';

/**
 * The statement's returns from its valuation snapshots, with the shared return math (modules/returns): the same
 * XIRR as the performance page, over the statement's own period. Conventions (docs/returns.md "Statements"):
 *
 * - TWR of a period = growth index of the last snapshot in the period / growth index of the last snapshot before
 *   it − 1 (the index is 1 until money first arrives, so a portfolio opened during the period starts from 1).
 * - MWR = the XIRR of the period's money: the opening value paid in on the last snapshot date before the period,
 *   each snapshot's net flow on its date, the closing value taken out on the last date, expressed over that span
 *   (not per year; see {@link moneyWeightedReturn}), so both figures read "over this period".
 * - Both are decimal fractions with six decimals ("0.031250" = 3.125%); null with a reason when the period has no
 *   snapshot (NO_HISTORY) or never held money (NO_MONEY). A span of a single day has no time for interest to
 *   accrue: its MWR is its TWR.
 */

const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN });
const DAY_MS = 86_400_000;

export interface ReturnSnapshot {
  /** 'YYYY-MM-DD'. */
  date: string;
  valueSen: bigint;
  /** In minus out, counted at the end of the day (see db/schema/valuations.ts). */
  netFlowSen: bigint;
  /** numeric(30,12) as a string. */
  growthIndex: string;
}

export type ReturnUnavailableReason = 'NO_HISTORY' | 'NO_MONEY';

export interface StatementReturn {
  twr: string | null;
  /** Null too when XIRR finds no rate (e.g. every flow out and nothing left): the statement says "n/a". */
  mwr: string | null;
  unavailableReason: ReturnUnavailableReason | null;
}

const unavailable = (reason: ReturnUnavailableReason): StatementReturn => ({
  twr: null,
  mwr: null,
  unavailableReason: reason,
});

const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * TWR and MWR from `from` to `to` (inclusive days) out of a portfolio's snapshots, sorted by date, that include at
 * least the last one before `from` when there is one. Snapshots after `to` are ignored.
 */
export function statementReturns(snapshots: readonly ReturnSnapshot[], from: string, to: string): StatementReturn {
  const before = snapshots.filter((s) => s.date < from).at(-1);
  const inPeriod = snapshots.filter((s) => s.date >= from && s.date <= to);
  const end = inPeriod.at(-1);
  if (!end) return unavailable('NO_HISTORY');
  const opening = before?.valueSen ?? 0n;
  if (opening === 0n && inPeriod.every((s) => s.valueSen === 0n && s.netFlowSen === 0n)) {
    return unavailable('NO_MONEY');
  }

  const twr = new Dec(end.growthIndex).div(before?.growthIndex ?? '1').minus(1);

  const flows: { amountSen: bigint; date: string }[] = [];
  if (before && opening > 0n) flows.push({ amountSen: -opening, date: before.date });
  for (const s of inPeriod) if (s.netFlowSen !== 0n) flows.push({ amountSen: -s.netFlowSen, date: s.date });
  flows.push({ amountSen: end.valueSen, date: end.date });
  const mwr =
    days(flows[0]!.date, end.date) === 0 ? twr : moneyWeightedReturn(flows, flows[0]!.date, end.date, false).rate;
  return {
    twr: twr.toFixed(6),
    mwr: mwr === null ? null : mwr.toFixed(6),
    unavailableReason: null,
  };
}
