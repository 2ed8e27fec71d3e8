import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The device secret: 256 random bits, given to the app once and kept in its keychain/keystore. A fast hash is
 * enough at rest because the secret is random (nothing to brute-force from a dictionary), unlike a password.
 */
export function newDeviceSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashDeviceSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Constant-time comparison of a presented secret with the stored hash. */
export function matchesDeviceSecret(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(hashDeviceSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
