import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A login: one per e-mail. Clients and staff both log in through the identity server with these. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lower-cased; unique. */
  email: text('email').notNull().unique(),
  /** argon2id PHC string; null until the client sets a password during registration. */
  passwordHash: text('password_hash'),
  /** Role list placed in the token's `role` claim, e.g. ['c'] for clients, ['staff'] for back office. */
  roles: text('roles')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /**
   * The person's name for staff screens (who decided, in the audit trail). Set for staff logins; clients' names
   * live in `clients`. Null shows the e-mail instead.
   */
  displayName: text('display_name'),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The server-side login lockout (identity/lockout.ts), one row per login name that has been tried, whether or
 * not an account has it, so an unknown e-mail is counted and locked exactly like a known one. Keyed by a hash of
 * the normalised e-mail: the key has a fixed size whatever was typed, and the addresses people mistype are not
 * kept in clear.
 */
export const loginAttempts = pgTable('login_attempts', {
  /** sha256 (hex) of the normalised e-mail (identity/lockout.ts loginKey). */
  loginKey: text('login_key').primaryKey(),
  /** Password attempts reserved since the last success: finished failures and verifications still running. */
  attempts: integer('attempts').notNull().default(0),
  /** While in the future, every password attempt is refused unverified, even a correct one. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * oidc-provider's persistent models (grants, refresh tokens, sessions …), shared by every server instance.
 * One table for all model kinds, keyed by (kind, id), as the provider's adapter contract suggests.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

/** Token signing keys (private JWKs), so tokens stay valid across restarts and across instances. */
export const identityKeys = pgTable('identity_keys', {
  kid: text('kid').primaryKey(),
  /** Private JWK, JSON. */
  jwk: jsonb('jwk').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
