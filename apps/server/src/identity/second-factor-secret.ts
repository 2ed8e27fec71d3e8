import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Second-factor secrets at rest (docs/security.md, "Second factor"): AES-256-GCM under a key derived (HKDF-SHA256)
 * from the server's file-encryption key, which lives in the environment, never in the database. A copy of the
 * database alone does not reveal anyone's secret; the GCM tag makes a tampered value fail instead of verifying
 * codes against garbage. The user id is the associated data, so a sealed secret copied to another row fails too.
 * Layout: 'SF1.' + base64url(iv 12 | tag 16 | ciphertext).
 */
const PREFIX = 'SF1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type SecondFactorKey = Buffer;

/** The sealing key, derived once from the 32-byte FILE_ENCRYPTION_KEY (a separate purpose, a separate key). */
export function secondFactorKeyFrom(fileEncryptionKey: Buffer): SecondFactorKey {
  return Buffer.from(hkdfSync('sha256', fileEncryptionKey, Buffer.alloc(0), 'harta second-factor secrets v1', 32));
}

export function sealSecret(secret: string, userId: string, key: SecondFactorKey): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(userId, 'utf8'));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function openSecret(sealed: string, userId: string, key: SecondFactorKey): string {
  if (!sealed.startsWith(PREFIX)) throw new Error('not a sealed second-factor secret');
  const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) throw new Error('not a sealed second-factor secret');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(userId, 'utf8'));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
