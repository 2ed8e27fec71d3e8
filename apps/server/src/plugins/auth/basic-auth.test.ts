import { describe, expect, it } from 'vitest';
import { matchesBasicAuth, readBasicCredentials } from './basic-auth';

const basic = (pair: string) => `Basic ${Buffer.from(pair, 'utf8').toString('base64')}`;
const expected = { username: 'harta-reg', password: 's3cret:with:colons' };

describe('readBasicCredentials', () => {
  it('splits at the first colon only', () => {
    expect(readBasicCredentials(basic('harta-reg:s3cret:with:colons'))).toEqual(expected);
  });

  it.each([undefined, '', 'Bearer abc', 'Basic', 'Basic !!!', basic('no-colon')])('refuses %s', (header) => {
    expect(readBasicCredentials(header)).toBeUndefined();
  });
});

describe('matchesBasicAuth', () => {
  it('accepts exactly the configured pair (scheme case-insensitive)', () => {
    expect(matchesBasicAuth(basic('harta-reg:s3cret:with:colons'), expected)).toBe(true);
    expect(matchesBasicAuth(basic('harta-reg:s3cret:with:colons').replace('Basic', 'basic'), expected)).toBe(true);
  });

  it.each([
    ['wrong password', basic('harta-reg:s3cret')],
    ['wrong user', basic('other:s3cret:with:colons')],
    ['empty pair', basic(':')],
    ['no header', undefined],
    ['a bearer token', 'Bearer abc.def.ghi'],
  ])('refuses %s', (_name, header) => {
    expect(matchesBasicAuth(header, expected)).toBe(false);
  });

  it('never accepts an empty configured user', () => {
    expect(matchesBasicAuth(basic(':pw'), { username: '', password: 'pw' })).toBe(false);
  });
});
