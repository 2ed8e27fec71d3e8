import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './clients';

/** Step 10 submission, the staff decision and the first login after approval; credit-bureau checks. */
export const clientApplications = pgTable('client_applications', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.clientId, { onDelete: 'cascade' }),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  /** APPROVE or REJECT; null while pending. */
  decision: text('decision'),
  reason: text('reason'),
  /** Staff user id. */
  decidedBy: text('decided_by'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  /** The client's first login after approval (GET activateClient): the Welcome modal shows once. */
  activatedAt: timestamp('activated_at', { withTimezone: true }),
});

/** A credit-bureau report requested by staff. */
export const creditChecks = pgTable(
  'credit_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    reference: text('reference').notNull(),
    /** CLEAR, REVIEW or DECLINE. */
    recommendation: text('recommendation').notNull(),
    /** The normalised report (contracts bureauCheckSchema without clientId). */
    report: jsonb('report').notNull(),
    requestedBy: text('requested_by').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_checks_client_idx').on(t.clientId, t.checkedAt)],
);
