import Decimal from 'decimal.js';

/**
 * The decimal type of the return math: 40 significant digits, so chaining a daily index over decades and raising
 * to fractional powers lose nothing before the final rounding to six decimals.
 */
export const ReturnDecimal = Decimal.clone({ precision: 20, rounding: Decimal.ROUND_HALF_EVEN });
export type ReturnDecimal = InstanceType<typeof ReturnDecimal>;

/** Returns travel as fractions with six decimals ("0.031250" = 3.125%); never "-0.000000". */
export function formatRate(rate: ReturnDecimal): string {
  const text = rate.toFixed(6, Decimal.ROUND_HALF_EVEN);
  return text === '-0.000000' ? '0.000000' : text;
}
