import { describe, expect, it } from 'vitest';
import { formatMessage } from './messages';
import {
  PASSWORD_CRITERION_LABEL_KEYS,
  PASSWORD_MAX_SCORE,
  PASSWORD_STRENGTH_LEVEL_KEYS,
  PasswordCriteria,
  passwordCriteriaMet,
  passwordStrength,
  passwordStrengthLevel,
} from './password-strength';

describe('passwordCriteriaMet', () => {
  it('detects each criterion on its own', () => {
    expect(passwordCriteriaMet('12345678')).toEqual({
      length: true,
      uppercase: false,
      lowercase: false,
      digit: true,
      special: false,
    });
    expect(passwordCriteriaMet('A')).toEqual({
      length: false,
      uppercase: true,
      lowercase: false,
      digit: false,
      special: false,
    });
    expect(passwordCriteriaMet('a')).toEqual({
      length: false,
      uppercase: false,
      lowercase: true,
      digit: false,
      special: false,
    });
    expect(passwordCriteriaMet('#')).toEqual({
      length: false,
      uppercase: false,
      lowercase: false,
      digit: false,
      special: true,
    });
  });

  it('length boundary is 8 characters, counted as code points', () => {
    expect(passwordCriteriaMet('1234567').length).toBe(false);
    expect(passwordCriteriaMet('12345678').length).toBe(true);
    expect(passwordCriteriaMet('😀😀😀😀').length).toBe(false); // 8 UTF-16 units, 4 characters
  });

  it('a space is not a special character; punctuation and symbols are', () => {
    expect(passwordCriteriaMet(' ').special).toBe(false);
    for (const c of ['!', '@', '_', '-', '.', '€', '~']) expect(passwordCriteriaMet(c).special).toBe(true);
  });

  it('letter cases are Unicode-aware; non-ASCII letters are not special', () => {
    expect(passwordCriteriaMet('É')).toMatchObject({ uppercase: true, special: false });
    expect(passwordCriteriaMet('é')).toMatchObject({ lowercase: true, special: false });
  });

  it('null, undefined and empty meet nothing', () => {
    for (const v of [null, undefined, '']) {
      expect(Object.values(passwordCriteriaMet(v)).some(Boolean)).toBe(false);
    }
  });
});

describe('passwordStrengthLevel', () => {
  it.each([
    [0, 'weak'],
    [20, 'weak'],
    [40, 'weak'],
    [59, 'weak'],
    [60, 'fair'],
    [79, 'fair'],
    [80, 'good'],
    [99, 'good'],
    [100, 'strong'],
  ] as const)('%d → %s', (score, level) => {
    expect(passwordStrengthLevel(score)).toBe(level);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'weak', []],
    ['a', 20, 'weak', ['lowercase']],
    ['aB', 40, 'weak', ['uppercase', 'lowercase']],
    ['aB1', 60, 'fair', ['uppercase', 'lowercase', 'digit']],
    ['aB1!', 80, 'good', ['uppercase', 'lowercase', 'digit', 'special']],
    ['aB1!aB1!', 100, 'strong', ['length', 'uppercase', 'lowercase', 'digit', 'special']],
  ] as const)('%j scores %d (%s)', (value, score, level, met) => {
    const s = passwordStrength(value);
    expect(s.score).toBe(score);
    expect(s.level).toBe(level);
    expect(s.levelKey).toBe(PASSWORD_STRENGTH_LEVEL_KEYS[level]);
    expect(s.met).toEqual(met);
    expect(s.unmet).toEqual(PasswordCriteria.filter((c) => !(met as readonly string[]).includes(c)));
  });

  it.each([
    ['length', 'Abc1!'],
    ['uppercase', 'abcdef1!'],
    ['lowercase', 'ABCDEF1!'],
    ['digit', 'Abcdefg!'],
    ['special', 'Abcdefg1'],
  ] as const)('missing only %s → 80, good', (missing, value) => {
    const s = passwordStrength(value);
    expect(s.score).toBe(80);
    expect(s.level).toBe('good');
    expect(s.unmet).toEqual([missing]);
  });

  it('lists every criterion in order with its label key, met flag and length values', () => {
    const s = passwordStrength('abc');
    expect(s.criteria).toEqual([
      { criterion: 'length', met: false, labelKey: 'password.criterion.length', values: { min: 8 } },
      { criterion: 'uppercase', met: false, labelKey: 'password.criterion.uppercase' },
      { criterion: 'lowercase', met: true, labelKey: 'password.criterion.lowercase' },
      { criterion: 'digit', met: false, labelKey: 'password.criterion.digit' },
      { criterion: 'special', met: false, labelKey: 'password.criterion.special' },
    ]);
  });

  it('labels and levels have English text', () => {
    expect(PASSWORD_MAX_SCORE).toBe(100);
    expect(formatMessage(PASSWORD_CRITERION_LABEL_KEYS.length, { min: 8 })).toBe('At least 8 characters');
    expect(formatMessage(PASSWORD_CRITERION_LABEL_KEYS.uppercase)).toBe('An uppercase letter');
    expect(formatMessage(PASSWORD_CRITERION_LABEL_KEYS.lowercase)).toBe('A lowercase letter');
    expect(formatMessage(PASSWORD_CRITERION_LABEL_KEYS.digit)).toBe('A digit');
    expect(formatMessage(PASSWORD_CRITERION_LABEL_KEYS.special)).toBe('A special character');
    expect(Object.values(PASSWORD_STRENGTH_LEVEL_KEYS).map((k) => formatMessage(k))).toEqual([
      'Weak',
      'Fair',
      'Good',
      'Strong',
    ]);
  });
});
