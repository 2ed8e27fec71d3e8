import { describe, expect, it } from 'vitest';
import { compareVersions, isVersion, parseVersion } from './version';

describe('compareVersions', () => {
  it.each([
    ['1.10.0', '1.9.9', 1],
    ['1.9.9', '1.10.0', -1],
    ['2.0.0', '1.99.99', 1],
    ['1.2.0', '1.2.0', 0],
    ['1.2', '1.2.0', 0],
    ['1.2.0.0', '1.2', 0],
    ['1.2.1', '1.2', 1],
    ['1.0.10', '1.0.9', 1],
    ['0.1.0', '0.0.9', 1],
    ['10.0', '9.9.9', 1],
    ['1.02.0', '1.2.0', 0],
    ['v1.2.0', '1.2.0', 0],
    ['1.2.0-beta', '1.2.0', 0],
  ] as const)('%s vs %s → %i (component by component, as numbers)', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
    expect(compareVersions(b, a)).toBe(-expected || 0);
  });

  it('is not fooled by string order', () => {
    expect('1.10.0' < '1.9.9').toBe(true); // what a string comparison would conclude
    expect(compareVersions('1.10.0', '1.9.9')).toBe(1);
  });

  it('refuses what is not a version', () => {
    expect(() => compareVersions('latest', '1.0.0')).toThrow(TypeError);
    expect(() => compareVersions('1.0.0', '')).toThrow(TypeError);
  });
});

describe('parseVersion / isVersion', () => {
  it('reads dotted numbers', () => {
    expect(parseVersion(' 1.10.3 ')).toEqual([1, 10, 3]);
    expect(parseVersion('7')).toEqual([7]);
  });

  it.each(['', '   ', 'abc', '1..2', '1.x', '.1', null, undefined])('%j is not a version', (value) => {
    expect(parseVersion(value)).toBeNull();
    expect(isVersion(value)).toBe(false);
  });
});
