import Decimal from 'decimal.js';

/**
 * A portfolio's share of one distribution, in exact arithmetic (docs/money.md "Dividends", rounding):
 *
 * - gross = units × per-unit amount × FX, in sen, rounded **down**: the firm never credits more than the fund paid
 *   on the units it holds for all its clients together (the sum of rounded-down shares is at most the whole);
 * - withholding tax = gross × rate, rounded **half-even** to the sen (as every FX conversion of docs/money.md);
 * - net = gross − tax, so gross = net + tax to the sen by construction;
 * - purification (Shariah goals) = net × ratio, rounded **up** to the sen: the client keeps no part of the
 *   income the fund reports as non-compliant (docs/shariah.md "Purification"). It never exceeds the net (ratio ≤ 1).
 */
const Dec = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_EVEN });

const MICRO_UNITS = new Dec(1_000_000);

export interface DividendTerms {
  /** Gross per unit in the fund's currency, a decimal string. */
  perUnit: string;
  /** Ringgit per unit of the fund's currency ('1' for a ringgit fund), a decimal string. */
  fxRate: string;
  /** Withholding tax, a fraction in [0, 1). */
  withholdingRate: string;
  /** Purification ratio, a fraction in [0, 1]; applied only when `shariah`. */
  purificationRatio: string;
}

export interface DividendShare {
  grossSen: bigint;
  taxSen: bigint;
  netSen: bigint;
  purificationSen: bigint;
}

const toBigInt = (d: Decimal): bigint => BigInt(d.toFixed(0));

/** The per-unit amount in ringgit, exact (per-unit × FX): what the statement and the back office show. */
export function perUnitInRinggit(terms: Pick<DividendTerms, 'perUnit' | 'fxRate'>): string {
  return new Dec(terms.perUnit).times(terms.fxRate).toFixed();
}

/** Purification of a net dividend at a ratio, in sen: rounded up (see above). */
export function purificationOf(netSen: bigint, ratio: string): bigint {
  return toBigInt(new Dec(netSen.toString()).times(ratio).toDecimalPlaces(0, Decimal.ROUND_CEIL));
}

/** A holding's share of a distribution. `units` in micro-units (> 0). */
export function dividendShare(units: bigint, terms: DividendTerms, shariah: boolean): DividendShare {
  const exactSen = new Dec(units.toString()).div(MICRO_UNITS).times(perUnitInRinggit(terms)).times(100);
  const grossSen = toBigInt(exactSen.toDecimalPlaces(0, Decimal.ROUND_DOWN));
  const taxSen = toBigInt(
    new Dec(grossSen.toString()).times(terms.withholdingRate).toDecimalPlaces(0, Decimal.ROUND_HALF_EVEN),
  );
  const netSen = grossSen - taxSen;
  const purificationSen = shariah ? purificationOf(netSen, terms.purificationRatio) : 0n;
  return { grossSen, taxSen, netSen, purificationSen };
}
