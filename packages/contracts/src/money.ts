/**
 * Money on the wire is a decimal string; inside the server it is an integer of minor units (docs/money.md):
 * sen for ringgit (scale 2) and micro-units for ETF units (scale 6). These two functions are the only
 * conversions between them, shared by the server and the web so both read an amount the same way.
 */
export const SEN_SCALE = 2;
export const UNIT_SCALE = 6;

const PLAIN_DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * The longest decimal text worth reading: a sign, 24 digits, the point and 6 decimals. Every amount a bigint
 * column can hold fits (19 digits); anything longer is refused before BigInt sees it, since converting a
 * million-digit string costs seconds of the event loop (docs/security.md, "Hostile bytes").
 */
export const MAX_DECIMAL_TEXT_LENGTH = 32;

/**
 * '12.34' at scale 2 -> 1234n. Null for anything that is not a plain decimal (exponents, spaces, '+', '.5', '5.')
 * or that has more decimal places than the scale (never rounds: a third decimal on a ringgit amount is an error),
 * or that is longer than MAX_DECIMAL_TEXT_LENGTH.
 */
export function parseMinorUnits(text: string, scale: number): bigint | null {
  if (text.length > MAX_DECIMAL_TEXT_LENGTH) return null;
  const m = PLAIN_DECIMAL.exec(text);
  if (!m) return null;
  const fraction = m[3] ?? '';
  if (fraction.length > scale) return null;
  const value = BigInt(m[2]! + fraction.padEnd(scale, '0'));
  return m[1] ? -value : value;
}

/** 1234n at scale 2 -> '12.34'; always exactly `scale` decimals. */
export function formatMinorUnits(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}

/** 1234n sen -> '12.34': a ringgit amount as the API sends it. */
export function formatSen(sen: bigint): string {
  return formatMinorUnits(sen, SEN_SCALE);
}
