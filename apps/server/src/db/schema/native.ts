import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { users } from './identity';

/**
 * The mobile app version record per platform behind GET getMobileAppVersion/{ios|android} (spec section 3).
 * No row means the built-in defaults apply (modules/app-version); staff saving the form creates it.
 */
export const mobileAppVersions = pgTable('mobile_app_versions', {
  /** 'ios' or 'android'. */
  platform: text('platform').primaryKey(),
  latest: text('latest').notNull(),
  url: text('url').notNull(),
  blacklist: text('blacklist')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  mandatoryTitle: text('mandatory_title').notNull(),
  mandatoryText: text('mandatory_text').notNull(),
  optionalTitle: text('optional_title').notNull(),
  optionalText: text('optional_text').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** E-mail of the staff member who saved it last. */
  updatedBy: text('updated_by'),
});

/**
 * A device on which a client enabled biometric login (ADR 0002). The app keeps a random secret in the platform
 * keychain/keystore; the server keeps only its SHA-256 and exchanges the secret for a normal token set.
 * Revoking the row (client or staff) ends biometric login on that device and the sessions it started.
 */
export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId, { onDelete: 'cascade' }),
    /** The app installation's random id (also the key of device_integrity). */
    installId: text('install_id').notNull(),
    platform: text('platform').notNull(),
    name: text('name').notNull(),
    /** 'face id', 'fingerprint' … (contracts BIOMETRY_TYPES). */
    biometryType: text('biometry_type').notNull(),
    /** Hex SHA-256 of the device secret (the credential reference's secret half; 256 random bits). */
    secretHash: text('secret_hash').notNull(),
    /** Grant of the last session started with this device, revoked with the device. */
    lastGrantId: text('last_grant_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** 'client', 'staff' or 'system'. */
    revokedBy: text('revoked_by'),
    /** 'client', 'staff:<e-mail>', 'replaced', 'rooted'. */
    revokeReason: text('revoke_reason'),
  },
  (t) => [index('devices_client_idx').on(t.clientId), index('devices_install_idx').on(t.installId)],
);

/**
 * The latest root/jailbreak check of each app installation. `rootedAt` is sticky: once any report said rooted,
 * a later "clean" report does not clear it, so the policy does not rest on the device's word alone.
 */
export const deviceIntegrity = pgTable('device_integrity', {
  installId: text('install_id').primaryKey(),
  platform: text('platform').notNull(),
  /** 'rooted' or 'clean'. */
  lastResult: text('last_result').notNull(),
  rootedAt: timestamp('rooted_at', { withTimezone: true }),
  appVersion: text('app_version'),
  reportCount: integer('report_count').notNull().default(1),
  firstReportedAt: timestamp('first_reported_at', { withTimezone: true }).notNull().defaultNow(),
  lastReportedAt: timestamp('last_reported_at', { withTimezone: true }).notNull().defaultNow(),
});
