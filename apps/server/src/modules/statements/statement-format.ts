import Decimal from 'decimal.js';
import { formatMinorUnits, SEN_SCALE, UNIT_SCALE } from '@harta/contracts/money';

/**
 * How figures read on a statement (GUIDE §10): ringgit with two decimals and thousands separators, returns as signed percentages. Exact: amounts are formatted from their integers, never floats.
 */

const group = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function grouped(text: string): string {
  const negative = text.startsWith('-');
  const [whole, fraction] = (negative ? text.slice(1) : text).split('.');
  return `${negative ? '-' : ''}${group(whole!)}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** 123456n → '1,234.56'; negative as '-1,234.56'. */
export function formatSen(sen: bigint): string {
  return grouped(formatMinorUnits(sen, SEN_SCALE));
}

/** 123456n → 'RM 1,234.56'; negative as '-RM 1,234.56'. */
export function formatRinggit(sen: bigint): string {
  return sen < 0n ? `-RM ${formatSen(-sen)}` : `RM ${formatSen(sen)}`;
}

/** A change with its sign always shown: '+1,234.56', '-0.50', '0.00'. */
export function formatSignedSen(sen: bigint): string {
  return sen > 0n ? `+${formatSen(sen)}` : formatSen(sen);
}

/** Millionths of a unit → '1,234.567890' (exact, all six decimals). */
export function formatUnits(units: bigint): string {
  return grouped(formatMinorUnits(units, UNIT_SCALE));
}

/** A price or rate as stored, with at least two and at most six decimals: '12.3', '4.47251234' → '12.30', '4.472512'. */
export function formatPrice(value: string): string {
  const d = new Decimal(value);
  const places = Math.min(Math.max(d.decimalPlaces(), 2), 6);
  return grouped(d.toFixed(places, Decimal.ROUND_HALF_EVEN));
}

/** '0.031250' → '+3.13%'; '-0.5' → '-50.00%'; null → 'n/a' (or the language's own word for it). */
export function formatReturn(fraction: string | null, notAvailable = 'n/a'): string {
  if (fraction === null) return notAvailable;
  const percent = new Decimal(fraction).mul(100).toFixed(2, Decimal.ROUND_HALF_UP);
  return new Decimal(percent).gt(0) ? `+${percent}%` : `${percent === '-0.00' ? '0.00' : percent}%`;
}
