import { bigint, pgTable, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * A login's second factor (docs/security.md, "Second factor"): one authenticator-app secret per user, sealed with
 * AES-256-GCM under a key derived from FILE_ENCRYPTION_KEY (never stored in the database, never returned after
 * enrolment). `pending` from enrolment until a first code confirms it; then `active`.
 */
export const secondFactors = pgTable('second_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** identity/second-factor-secret.ts: 'SF1.' + base64url(iv | tag | ciphertext) of the base32 secret. */
  secretSealed: text('secret_sealed').notNull(),
  status: text('status', { enum: ['pending', 'active'] }).notNull(),
  /**
   * The time step (RFC 6238 counter) of the last code accepted: a code is accepted only for a later step, in the
   * same statement that records it, so a code replayed inside its window is refused.
   */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});

/** Single-use recovery codes: sha-256 of the normalised code (high-entropy, so no slow hash is needed). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('recovery_codes_user_code_uq').on(t.userId, t.codeHash)],
);
