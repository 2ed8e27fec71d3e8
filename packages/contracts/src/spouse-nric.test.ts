import { describe, expect, it } from 'vitest';
import { messagesEn } from './messages';
import { normaliseSpouseNric, SPOUSE_ID_INPUT_MAX_LENGTH, spouseNricSchema, validateSpouseNric } from './spouse-nric';

function schemaKeys(value: unknown): string[] {
  const r = spouseNricSchema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

describe('validateSpouseNric', () => {
  it('required: empty, null, undefined', () => {
    expect(validateSpouseNric('')).toBe('spouseNric.required');
    expect(validateSpouseNric(null)).toBe('spouseNric.required');
    expect(validateSpouseNric(undefined)).toBe('spouseNric.required');
  });

  it('whitespace-only', () => {
    expect(validateSpouseNric(' ')).toBe('spouseNric.whitespace');
    expect(validateSpouseNric('   ')).toBe('spouseNric.whitespace');
    expect(validateSpouseNric('\t\n')).toBe('spouseNric.whitespace');
  });

  it('non-alphanumeric characters', () => {
    expect(validateSpouseNric('AB-123')).toBe('spouseNric.alphanumeric');
    expect(validateSpouseNric('900101-145678')).toBe('spouseNric.alphanumeric');
    expect(validateSpouseNric('900101-14-56789')).toBe('spouseNric.alphanumeric');
    expect(validateSpouseNric('AB 1234')).toBe('spouseNric.alphanumeric');
    expect(validateSpouseNric(' A12345')).toBe('spouseNric.alphanumeric');
    expect(validateSpouseNric('A12345 ')).toBe('spouseNric.alphanumeric');
    expect(validateSpouseNric('ÄBC1234')).toBe('spouseNric.alphanumeric');
    expect(validateSpouseNric('A1234/')).toBe('spouseNric.alphanumeric');
  });

  it('alphanumeric wins over length: a short value with a symbol reports alphanumeric', () => {
    expect(validateSpouseNric('A-1')).toBe('spouseNric.alphanumeric');
    expect(validateSpouseNric(`${'A'.repeat(25)}!`)).toBe('spouseNric.alphanumeric');
  });

  it('length boundaries 5 / 6 / 20 / 21', () => {
    expect(validateSpouseNric('A1234')).toBe('spouseNric.length');
    expect(validateSpouseNric('A12345')).toBeNull();
    expect(validateSpouseNric('A'.repeat(19) + '9')).toBeNull();
    expect(validateSpouseNric('A'.repeat(20) + '9')).toBe('spouseNric.length');
    expect(validateSpouseNric('A'.repeat(SPOUSE_ID_INPUT_MAX_LENGTH))).toBe('spouseNric.length');
    expect(validateSpouseNric('A')).toBe('spouseNric.length');
  });

  it('valid NRIC and passport shapes pass, any letter case', () => {
    expect(validateSpouseNric('900101145678')).toBeNull();
    expect(validateSpouseNric('A12345678')).toBeNull();
    expect(validateSpouseNric('abcDEF')).toBeNull();
  });

  it('a MyKad number as the app shows it (900101-14-5678) is valid and stored without its dashes', () => {
    expect(validateSpouseNric('900101-14-5678')).toBeNull();
    expect(normaliseSpouseNric('900101-14-5678')).toBe('900101145678');
    expect(spouseNricSchema.parse('900101-14-5678')).toBe('900101145678');
    expect(spouseNricSchema.parse('A12345678')).toBe('A12345678');
  });

  it('input box maximum is 45', () => {
    expect(SPOUSE_ID_INPUT_MAX_LENGTH).toBe(45);
  });

  it('every key resolves to the spec text', () => {
    expect(messagesEn[validateSpouseNric('')!]).toBe('Spouse NRIC or Passport field is required.');
    expect(messagesEn[validateSpouseNric('  ')!]).toBe('Whitespace not allowed');
    expect(messagesEn[validateSpouseNric('AB-123')!]).toBe(
      'Spouse NRIC or Passport field should contains only alphanumeric.',
    );
    expect(messagesEn[validateSpouseNric('AB12')!]).toBe(
      'Spouse NRIC or Passport should have minimum 6 character and should not exceed 20 characters',
    );
  });
});

describe('spouseNricSchema', () => {
  it('emits the same single key per rule', () => {
    expect(schemaKeys('')).toEqual(['spouseNric.required']);
    expect(schemaKeys(undefined)).toEqual(['spouseNric.required']);
    expect(schemaKeys(null)).toEqual(['spouseNric.required']);
    expect(schemaKeys('   ')).toEqual(['spouseNric.whitespace']);
    expect(schemaKeys('AB-123')).toEqual(['spouseNric.alphanumeric']);
    expect(schemaKeys('A1234')).toEqual(['spouseNric.length']);
    expect(schemaKeys('A'.repeat(21))).toEqual(['spouseNric.length']);
  });

  it('passes valid values through unchanged', () => {
    expect(spouseNricSchema.parse('A12345')).toBe('A12345');
    expect(spouseNricSchema.parse('A'.repeat(20))).toBe('A'.repeat(20));
  });
});
