/**
 * Password strength (spec section 5): at least {@link PASSWORD_MIN_LENGTH} characters, an uppercase letter,
 * a lowercase letter, a digit and a special character; {@link PASSWORD_POINTS_PER_CRITERION} points per
 * satisfied criterion. This module is the single source of the criteria: the meter below and
 * `validatePassword` in `validators.ts` both use {@link passwordCriteriaMet}.
 *
 * Character classes (decided here, the spec does not say):
 * - Length counts Unicode code points, so an emoji counts as one character.
 * - Uppercase / lowercase are Unicode letter cases (`\p{Lu}` / `\p{Ll}`), so 'É' is uppercase, 'é' lowercase.
 * - Digit is an ASCII digit 0–9.
 * - Special is any character that is not a letter, not a number and not whitespace
 *   (e.g. `!@#$%^&*()_-+=[]{};:'",.<>/?\|~` and symbols such as '€'). A space is not a special character.
 * - The password is never trimmed.
 */
import { PASSWORD_MIN_LENGTH, PASSWORD_POINTS_PER_CRITERION } from './constants';
import type { MessageKey } from './messages';

/** The five criteria, in the order the meter lists them. */
export const PasswordCriteria = ['length', 'uppercase', 'lowercase', 'digit', 'special'] as const;
export type PasswordCriterion = (typeof PasswordCriteria)[number];

/** Message key of each criterion's label (English in `messagesEn`). */
export const PASSWORD_CRITERION_LABEL_KEYS = {
  length: 'password.criterion.length',
  uppercase: 'password.criterion.uppercase',
  lowercase: 'password.criterion.lowercase',
  digit: 'password.criterion.digit',
  special: 'password.criterion.special',
} as const satisfies Record<PasswordCriterion, MessageKey>;

export type PasswordStrengthLevel = 'weak' | 'fair' | 'good' | 'strong';

/** Message key of each level's label. */
export const PASSWORD_STRENGTH_LEVEL_KEYS = {
  weak: 'password.strength.weak',
  fair: 'password.strength.fair',
  good: 'password.strength.good',
  strong: 'password.strength.strong',
} as const satisfies Record<PasswordStrengthLevel, MessageKey>;

/** Highest score: every criterion met. */
export const PASSWORD_MAX_SCORE = PasswordCriteria.length * PASSWORD_POINTS_PER_CRITERION;

const UPPERCASE = /\p{Lu}/u;
const LOWERCASE = /\p{Ll}/u;
const DIGIT = /[0-9]/;
const SPECIAL = /[^\p{L}\p{N}\s]/u;

/** Which criteria `value` satisfies. `null`, `undefined` and '' satisfy none. */
export function passwordCriteriaMet(value: string | null | undefined): Record<PasswordCriterion, boolean> {
  const v = value ?? '';
  return {
    length: [...v].length >= PASSWORD_MIN_LENGTH,
    uppercase: UPPERCASE.test(v),
    lowercase: LOWERCASE.test(v),
    digit: DIGIT.test(v),
    special: SPECIAL.test(v),
  };
}

/** Level of a score: < 60 weak, 60–79 fair, 80–99 good, 100 (and above) strong. */
export function passwordStrengthLevel(score: number): PasswordStrengthLevel {
  if (score >= 100) return 'strong';
  if (score >= 80) return 'good';
  if (score >= 60) return 'fair';
  return 'weak';
}

export interface PasswordCriterionResult {
  criterion: PasswordCriterion;
  met: boolean;
  /** Label key to translate; `values` fills its placeholders (the length label shows the minimum). */
  labelKey: MessageKey;
  values?: Record<string, string | number>;
}

export interface PasswordStrength {
  /** 0–100 in steps of {@link PASSWORD_POINTS_PER_CRITERION}. */
  score: number;
  level: PasswordStrengthLevel;
  levelKey: MessageKey;
  /** Every criterion, in {@link PasswordCriteria} order, with whether it is met. */
  criteria: PasswordCriterionResult[];
  met: PasswordCriterion[];
  unmet: PasswordCriterion[];
}

/** The strength meter: score, level and the criteria met / unmet. */
export function passwordStrength(value: string | null | undefined): PasswordStrength {
  const flags = passwordCriteriaMet(value);
  const criteria = PasswordCriteria.map((criterion): PasswordCriterionResult => {
    const result: PasswordCriterionResult = {
      criterion,
      met: flags[criterion],
      labelKey: PASSWORD_CRITERION_LABEL_KEYS[criterion],
    };
    if (criterion === 'length') result.values = { min: PASSWORD_MIN_LENGTH };
    return result;
  });
  const met = PasswordCriteria.filter((c) => flags[c]);
  const unmet = PasswordCriteria.filter((c) => !flags[c]);
  const score = met.length * PASSWORD_POINTS_PER_CRITERION;
  const level = passwordStrengthLevel(score);
  return { score, level, levelKey: PASSWORD_STRENGTH_LEVEL_KEYS[level], criteria, met, unmet };
}
