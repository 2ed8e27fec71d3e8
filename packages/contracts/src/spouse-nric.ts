/**
 * Spouse NRIC or passport number (spec section 5). Rules are checked in this order and the first failure wins:
 * 1. empty (`null`, `undefined`, '')        → 'spouseNric.required'
 * 2. whitespace-only ('   ')                → 'spouseNric.whitespace'
 * 3. any character outside A–Z, a–z, 0–9    → 'spouseNric.alphanumeric' (so 'AB-1' fails here, not on length;
 *    inner or surrounding spaces, hyphens, slashes and non-ASCII letters all fail here; nothing is trimmed)
 * 4. length outside 6–20                    → 'spouseNric.length'
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

/** The first failing rule's message key, or `null` when the value is a valid spouse NRIC / passport number. */
export function validateSpouseNric(value: string | null | undefined): SpouseNricMessageKey | null {
  if (value === null || value === undefined || value === '') return 'spouseNric.required';
  if (value.trim() === '') return 'spouseNric.whitespace';
  if (!ALPHANUMERIC.test(value)) return 'spouseNric.alphanumeric';
  if (value.length < SPOUSE_ID_MIN_LENGTH || value.length > SPOUSE_ID_MAX_LENGTH) return 'spouseNric.length';
  return null;
}

/** The same rules as a zod schema; the issue message is the message key. A non-string is 'spouseNric.required'. */
export const spouseNricSchema = boundedString({ error: 'spouseNric.required' }, 100, 'spouseNric.length').superRefine(
  (value, ctx) => {
    const key = validateSpouseNric(value);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  },
);
