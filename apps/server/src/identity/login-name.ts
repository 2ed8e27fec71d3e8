import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A login name as stored and looked up: e-mails are kept lower-cased and without surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The key of a login name in `login_attempts`: sha256 of the normalised e-mail, in hex. Fixed size whatever was
 * typed, and mistyped addresses are not stored in clear. The two SQL forms below compute the same from a stored
 * (already normalised) e-mail; the migration that created the table used it too.
 */
export function loginKey(email: string): string {
  return createHash('sha256').update(normalizeEmail(email), 'utf8').digest('hex');
}

/** `loginKey` of a stored e-mail, as raw SQL text (for hand-written statements). */
export const loginKeyOf = (column: string): string => `encode(sha256(convert_to(${column}, 'UTF8')), 'hex')`;

/** `loginKey` of a stored e-mail column, for drizzle queries. */
export const loginKeySql = (column: AnyPgColumn): SQL => sql`encode(sha256(convert_to(${column}, 'UTF8')), 'hex')`;
