import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, isStaffOnly, normaliseRoles, rolesFromTokens } from './roles';

function jwt(payload: object): string {
  const b64 = (s: string) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${b64('{"alg":"none"}')}.${b64(JSON.stringify(payload))}.sig`;
}

describe('roles', () => {
  it('normalises a string, an array, and junk', () => {
    expect(normaliseRoles('c')).toEqual(['c']);
    expect(normaliseRoles(['c', 'staff'])).toEqual(['c', 'staff']);
    expect(normaliseRoles(['c', 3, null, ''])).toEqual(['c']);
    expect(normaliseRoles(undefined)).toEqual([]);
    expect(normaliseRoles('')).toEqual([]);
  });

  it('decodes a JWT payload and tolerates garbage', () => {
    expect(decodeJwtPayload(jwt({ sub: '1', role: ['c'] }))).toEqual({ sub: '1', role: ['c'] });
    expect(decodeJwtPayload('not-a-jwt')).toBeNull();
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
    expect(decodeJwtPayload(undefined)).toBeNull();
  });

  it('merges access-token and profile roles without duplicates', () => {
    expect(rolesFromTokens(jwt({ role: 'c' }), { role: ['c', 'x'] })).toEqual(['c', 'x']);
    expect(rolesFromTokens('opaque', { role: 'c' })).toEqual(['c']);
    expect(rolesFromTokens(null, undefined)).toEqual([]);
  });

  it('recognises staff-only tokens', () => {
    expect(isStaffOnly(['staff'])).toBe(true);
    expect(isStaffOnly(['c'])).toBe(false);
    expect(isStaffOnly([])).toBe(false);
  });
});
