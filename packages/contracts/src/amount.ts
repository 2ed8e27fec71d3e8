import type { MessageKey } from './messages';
import { parseMinorUnits, SEN_SCALE } from './money';

/**
 * One ringgit amount field for deposit, transfer and withdrawal (docs/money.md "Amounts the client types"): the same
 * reading of what was typed and the same messages, in contracts so that the web and the server agree. Thousands
 * separators as the app itself writes amounts ("1,000.50") are accepted; each refusal names its real reason.
 */

/** Why a typed amount is refused before any bound is checked. */
export type AmountTextIssue = Extract<
  MessageKey,
  'amount.required' | 'amount.notANumber' | 'amount.notPositive' | 'amount.decimals'
>;

/** Digits with commas between groups of three, as formatted amounts are shown ("12,345.67"). */
const GROUPED = /^\d{1,3}(,\d{3})+(\.\d*)?$/;
/** At most 12 digits of ringgit: far above any bound, far inside bigint sen. */
const PLAIN = /^\d{1,12}(\.\d+)?$/;

/** The typed text as a plain decimal: spaces around and an "RM" before it dropped, thousands separators removed. */
export function normaliseAmountText(text: string): string {
  const trimmed = text.trim().replace(/^RM\s*/i, '');
  return GROUPED.test(trimmed) ? trimmed.replaceAll(',', '') : trimmed;
}

/** The reason a typed amount is not a positive ringgit amount with at most two decimals, or null when it is one. */
export function amountTextIssue(text: string): AmountTextIssue | null {
  const plain = normaliseAmountText(text);
  if (plain === '') return 'amount.required';
  const unsigned = plain.replace(/^[-−]\s*/, '');
  if (!PLAIN.test(unsigned)) return 'amount.notANumber';
  if (unsigned !== plain) return 'amount.notPositive';
  const decimals = unsigned.split('.')[1] ?? '';
  if (decimals.length > 2) return 'amount.decimals';
  if (!/[1-9]/.test(unsigned)) return 'amount.notPositive';
  return null;
}

/** The typed amount in sen, or null when `amountTextIssue` refuses it. */
export function amountTextToSen(text: string): bigint | null {
  return amountTextIssue(text) === null ? parseMinorUnits(normaliseAmountText(text), SEN_SCALE) : null;
}
