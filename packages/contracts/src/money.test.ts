import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { formatMinorUnits, MAX_DECIMAL_TEXT_LENGTH, parseMinorUnits, SEN_SCALE, UNIT_SCALE } from './money';

describe('minor units', () => {
  it.each([
    ['12.34', SEN_SCALE, 1234n],
    ['12.3', SEN_SCALE, 1230n],
    ['12', SEN_SCALE, 1200n],
    ['0.01', SEN_SCALE, 1n],
    ['-5.5', SEN_SCALE, -550n],
    ['2.5', UNIT_SCALE, 2_500_000n],
    ['0.000001', UNIT_SCALE, 1n],
    ['92233720368547758.07', SEN_SCALE, 9_223_372_036_854_775_807n],
  ])('parses %s at scale %i', (text, scale, expected) => {
    expect(parseMinorUnits(text, scale)).toBe(expected);
  });

  it.each(['12.345', '1e3', ' 12', '12 ', '+12', '.5', '5.', '', '1,000.00', '0x10', 'NaN'])('refuses %j', (text) => {
    expect(parseMinorUnits(text, SEN_SCALE)).toBeNull();
  });

  it('reads text up to the length cap and refuses longer text, however many digits it has', () => {
    const longest = '1'.repeat(MAX_DECIMAL_TEXT_LENGTH - 3) + '.50';
    expect(parseMinorUnits(longest, SEN_SCALE)).toBe(BigInt('1'.repeat(MAX_DECIMAL_TEXT_LENGTH - 3) + '50'));
    expect(parseMinorUnits(`1${longest}`, SEN_SCALE)).toBeNull();
    expect(parseMinorUnits('9'.repeat(1_000_000), SEN_SCALE)).toBeNull();
  });

  it.each([
    [1234n, SEN_SCALE, '12.34'],
    [5n, SEN_SCALE, '0.05'],
    [-5n, SEN_SCALE, '-0.05'],
    [0n, SEN_SCALE, '0.00'],
    [2_500_000n, UNIT_SCALE, '2.500000'],
  ])('formats %s at scale %i', (value, scale, expected) => {
    expect(formatMinorUnits(value, scale)).toBe(expected);
  });

  test.prop([fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }), fc.constantFrom(0, SEN_SCALE, UNIT_SCALE)])(
    'format then parse returns the same integer',
    (value, scale) => {
      expect(parseMinorUnits(formatMinorUnits(value, scale), scale)).toBe(value);
    },
  );
});
