import { describe, expect, it } from 'vitest';
import { hashDeviceSecret, matchesDeviceSecret, newDeviceSecret } from './device-secret';

describe('device secret', () => {
  it('is 256 random bits, url-safe, different every time', () => {
    const a = newDeviceSecret();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newDeviceSecret()).not.toBe(a);
  });

  it('is stored as a hash that only the same secret matches', () => {
    const secret = newDeviceSecret();
    const hash = hashDeviceSecret(secret);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(secret);
    expect(matchesDeviceSecret(secret, hash)).toBe(true);
    expect(matchesDeviceSecret(newDeviceSecret(), hash)).toBe(false);
    expect(matchesDeviceSecret(secret, 'abcd')).toBe(false);
  });
});
