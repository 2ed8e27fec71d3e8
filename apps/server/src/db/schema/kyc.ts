import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { users } from './identity';
import { storedFileColumns } from './stored-file';

/**
 * Registration step 4: uploaded ID documents and selfies (files live in the file store, encrypted), e-KYC
 * matching attempts, and QR hand-off codes.
 */

/** One uploaded file. A newer upload of the same type supersedes the older one (kept for the audit trail). */
export const clientDocuments = pgTable(
  'client_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The id in URLs: random, so no one can count or guess them (docs/security.md "Who is who"). */
    guid: uuid('guid').notNull().unique().defaultRandom(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId, { onDelete: 'cascade' }),
    /** MYKAD, MYPR, MYKAS or PASSPORT. */
    idType: text('id_type').notNull(),
    /** ID_FRONT, ID_BACK or SELFIE. */
    documentType: text('document_type').notNull(),
    ...storedFileColumns(),
    /** A passport's expiry date, when known (set by an approved my-profile replacement). */
    expiryDate: date('expiry_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a newer upload of the same type replaces this one. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [index('client_documents_client_idx').on(t.clientId, t.documentType)],
);

/** The matching state of a client: attempts used (reserved before the provider is called) and the outcome. */
export const kycStates = pgTable('kyc_states', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.clientId, { onDelete: 'cascade' }),
  attemptsUsed: integer('attempts_used').notNull().default(0),
  passed: boolean('passed').notNull().default(false),
  passedAt: timestamp('passed_at', { withTimezone: true }),
  /** When staff last gave the client a fresh set of attempts. */
  resetAt: timestamp('reset_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One matching attempt (document check, liveness, face match) and what the provider answered. */
export const kycChecks = pgTable(
  'kyc_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId, { onDelete: 'cascade' }),
    attemptNo: integer('attempt_no').notNull(),
    passed: boolean('passed').notNull(),
    /** Face-match similarity 0–1. */
    score: numeric('score', { precision: 5, scale: 4 }).notNull(),
    livenessScore: numeric('liveness_score', { precision: 5, scale: 4 }).notNull(),
    reason: text('reason'),
    nextAction: text('next_action').notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').notNull(),
    sandbox: boolean('sandbox').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kyc_checks_client_idx').on(t.clientId, t.createdAt)],
);

/**
 * QR hand-off codes ("Continue registration in mobile or web"). Codes and tickets are stored hashed. A code is
 * single use and lives 10 minutes; redeeming it yields a one-time login ticket (60 s) for the identity server.
 */
export const registrationHandoffs = pgTable(
  'registration_handoffs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when redeemed, or when a newer code replaced this one. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    ticketHash: text('ticket_hash'),
    ticketExpiresAt: timestamp('ticket_expires_at', { withTimezone: true }),
    ticketUsedAt: timestamp('ticket_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('registration_handoffs_code_idx').on(t.codeHash),
    uniqueIndex('registration_handoffs_ticket_idx').on(t.ticketHash),
    index('registration_handoffs_client_idx').on(t.clientId),
  ],
);
