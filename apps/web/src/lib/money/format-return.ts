import { formatReturn, formatSignedRinggit as formatSignedRinggitOnce } from '@harta/contracts/format';

/** Whether a decimal string is above, at or below zero (anything unparsable counts as zero: shown unsigned). */
export function signOf(decimal: string): 1 | 0 | -1 {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(decimal.trim());
  if (!match || /^0*$/.test(`${match[2]}${match[3] ?? ''}`)) return 0;
  return match[1] ? -1 : 1;
}

/** A gain or loss in ringgit with its sign always written: '+RM 12.30', '-RM 4.00', 'RM 0.00' (contracts format.ts). */
export function formatSignedRinggit(amount: string): string {
  return formatSignedRinggitOnce(amount);
}

/**
 * A return as a decimal fraction string ('0.031250') in percent with two decimals and its sign ('+3.13%'), rounded
 * half away from zero on the exact digits (contracts format.ts, which the PDF statements use too).
 */
export function formatRate(fraction: string): string {
  return formatReturn(fraction);
}

/** Basis points of a share (0..10000) as a percentage with one decimal: 2550 → '25.5%'. */
export function formatWeight(weightBps: number): string {
  return `${(Math.round(weightBps / 10) / 10).toFixed(1)}%`;
}
