import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id, 19 MiB, 2 passes, 1 lane, and a fresh salt each time', async () => {
    const first = await hashPassword('Str0ng!pass');
    const second = await hashPassword('Str0ng!pass');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(second).not.toBe(first);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('Str0ng!pass');
    expect(await verifyPassword(stored, 'Str0ng!pass')).toBe(true);
    expect(await verifyPassword(stored, 'str0ng!pass')).toBe(false);
  });

  it('treats a malformed stored hash as a failed check, not a crash', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
