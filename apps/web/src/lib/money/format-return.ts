import { formatRinggit } from './format-ringgit';

/** Whether a decimal string is above, at or below zero (anything unparsable counts as zero: shown unsigned). */
export function signOf(decimal: string): 1 | 0 | -1 {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(decimal.trim());
  if (!match || /^0*$/.test(`${match[2]}${match[3] ?? ''}`)) return 0;
  return match[1] ? -1 : 1;
}

/** A gain or loss in ringgit with its sign always written: '+RM 12.30', '-RM 4.00', 'RM 0.00'. */
export function formatSignedRinggit(amount: string): string {
  const sign = signOf(amount);
  const plain = formatRinggit(amount.replace(/^-/, ''));
  return sign > 0 ? `+${plain}` : sign < 0 ? `-${plain}` : plain;
}

/**
 * A return as a decimal fraction string ('0.031250') in percent with two decimals and its sign ('+3.13%'), rounded
 * half away from zero on the exact digits (no float: '0.000050' is +0.01%, not +0.00% by a binary accident).
 */
export function formatRate(fraction: string): string {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(fraction.trim());
  if (!match) return fraction;
  const digits = (match[3] ?? '').padEnd(5, '0');
  // The fraction's first four decimals are hundredths of a percent; the fifth decides the rounding.
  const hundredths = BigInt(`${match[2]}${digits.slice(0, 4)}`) + (Number(digits[4]) >= 5 ? 1n : 0n);
  const whole = (hundredths / 100n).toString();
  const cents = (hundredths % 100n).toString().padStart(2, '0');
  const zero = hundredths === 0n;
  return `${zero ? '' : match[1] ? '-' : '+'}${whole}.${cents}%`;
}

/** Basis points of a share (0..10000) as a percentage with one decimal: 2550 → '25.5%'. */
export function formatWeight(weightBps: number): string {
  return `${(Math.round(weightBps / 10) / 10).toFixed(1)}%`;
}
