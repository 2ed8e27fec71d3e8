/**
 * Spouse NRIC or passport number (spec section 5). Rules are checked in this order and the first failure wins:
 * 1. empty (`null`, `undefined`, '')        → 'spouseNric.required'
 * 2. whitespace-only ('   ')                → 'spouseNric.whitespace'
 * 3. any character outside A–Z, a–z, 0–9    → 'spouseNric.alphanumeric' (so 'AB-1' fails here, not on length;
 *    inner or surrounding spaces, hyphens, slashes and non-ASCII letters all fail here; nothing is trimmed)
 * 4. length outside 6–20                    → 'spouseNric.length'
 *
 * A MyKad number in the form the app itself shows it, 900101-14-5678, is read without its two dashes first (and
 * stored so): only that exact shape, so any other hyphen still fails rule 3.
 *
 * Input box: render it with `maxLength={SPOUSE_ID_INPUT_MAX_LENGTH}` (45). The box deliberately allows more
 * than the valid maximum of 20 so the user sees the length message instead of silently truncated input; the
 * server applies the same schema, so values longer than 45 that bypass the box still fail on length.
 * The Update button stays disabled while the value is invalid; 'Remind Me Later' just closes the dialog.
 */
import { SPOUSE_ID_INPUT_MAX_LENGTH, SPOUSE_ID_MAX_LENGTH, SPOUSE_ID_MIN_LENGTH } from './constants';
import type { MessageKey } from './messages';
import { boundedString } from './validators';

export { SPOUSE_ID_INPUT_MAX_LENGTH, SPOUSE_ID_MAX_LENGTH, SPOUSE_ID_MIN_LENGTH };

export type SpouseNricMessageKey = Extract<
  MessageKey,
  'spouseNric.required' | 'spouseNric.whitespace' | 'spouseNric.alphanumeric' | 'spouseNric.length'
>;

const ALPHANUMERIC = /^[A-Za-z0-9]+$/;
const MYKAD_WITH_DASHES = /^\d{6}-\d{2}-\d{4}$/;

/** The value as validated and stored: a dashed MyKad number (900101-14-5678) without its dashes, else as typed. */
export function normaliseSpouseNric(value: string): string {
  return MYKAD_WITH_DASHES.test(value) ? value.replaceAll('-', '') : value;
}

/** The first failing rule's message key, or `null` when the value is a valid spouse NRIC / passport number. */
export function validateSpouseNric(raw: string | null | undefined): SpouseNricMessageKey | null {
  if (raw === null || raw === undefined || raw === '') return 'spouseNric.required';
  const value = normaliseSpouseNric(raw);
  if (value.trim() === '') return 'spouseNric.whitespace';
  if (!ALPHANUMERIC.test(value)) return 'spouseNric.alphanumeric';
  if (value.length < SPOUSE_ID_MIN_LENGTH || value.length > SPOUSE_ID_MAX_LENGTH) return 'spouseNric.length';
  return null;
}

/**
 * The same rules as a zod schema; the issue message is the message key. A non-string is 'spouseNric.required'.
 * Its output is the normalised value (a dashed MyKad number without its dashes).
 */
export const spouseNricSchema = boundedString({ error: 'spouseNric.required' }, 100, 'spouseNric.length')
  .superRefine((value, ctx) => {
    const key = validateSpouseNric(value);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  })
  .transform(normaliseSpouseNric);
