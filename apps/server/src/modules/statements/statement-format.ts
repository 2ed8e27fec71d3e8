import {
  formatAmount,
  formatPrice as formatPriceOnce,
  formatReturn as formatReturnOnce,
  formatRinggit as formatRinggitOnce,
  formatUnits as formatUnitsOnce,
} from '@harta/contracts/format';

/**
 * How figures read on a statement: the one formatter the web and the server's messages use too (contracts
 * format.ts, docs/languages.md "Formatting"), so a price or a unit count reads the same on paper as on screen.
 */

/** 123456n → '1,234.56'; negative as '-1,234.56'. */
export function formatSen(sen: bigint): string {
  return formatAmount(sen);
}

/** 123456n → 'RM 1,234.56'; negative as '-RM 1,234.56'. */
export function formatRinggit(sen: bigint): string {
  return formatRinggitOnce(sen);
}

/** A change with its sign always shown: '+1,234.56', '-0.50', '0.00'. */
export function formatSignedSen(sen: bigint): string {
  return sen > 0n ? `+${formatSen(sen)}` : formatSen(sen);
}

/** Millionths of a unit → '1,234.567890' (exact, all six decimals). */
export function formatUnits(units: bigint): string {
  return formatUnitsOnce(units);
}

/** A price or rate with the four decimals the web shows too: '4.47251234' → '4.4725'. */
export function formatPrice(value: string): string {
  return formatPriceOnce(value);
}

/** '0.031250' → '+3.13%'; '-0.5' → '-50.00%'; null → 'n/a' (or the language's own word for it). */
export function formatReturn(fraction: string | null, notAvailable = 'n/a'): string {
  return fraction === null ? notAvailable : formatReturnOnce(fraction);
}
