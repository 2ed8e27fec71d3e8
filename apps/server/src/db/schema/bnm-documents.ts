import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { storedFileColumns } from './stored-file';

/**
 * Central-bank (BNM) approval documents (issue #13 item 4, docs/account.md "Central-bank approval documents").
 * SUBMITTED → APPROVED (for the period valid_from..valid_until, both Malaysia dates included) / REJECTED (with a
 * reason) by staff, or CANCELLED by the client while awaiting review. An approval covering today lifts the yearly
 * foreign-currency limit for the client; a rejection not followed by a newer upload raises the rejected-documents
 * notice. The file lives in the file store, encrypted, like the registration's documents.
 */
export const bnmDocuments = pgTable(
  'bnm_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The public id, in every URL and answer (random: docs/security.md "Who is who"); `id` stays internal. */
    guid: uuid('guid').notNull().unique().defaultRandom(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId, { onDelete: 'cascade' }),
    status: text('status').notNull().default('SUBMITTED'),
    description: text('description'),
    ...storedFileColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Staff user id (token sub) of the approval or rejection. */
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    validFrom: date('valid_from', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    rejectReason: text('reject_reason'),
  },
  (t) => [
    index('bnm_documents_client_idx').on(t.clientId, t.id),
    index('bnm_documents_submitted_idx')
      .on(t.id)
      .where(sql`${t.status} = 'SUBMITTED'`),
    check('bnm_documents_status_check', sql`${t.status} in ('SUBMITTED', 'APPROVED', 'REJECTED', 'CANCELLED')`),
    check(
      'bnm_documents_approval_period_check',
      sql`${t.status} <> 'APPROVED' or (${t.validFrom} is not null and ${t.validUntil} >= ${t.validFrom})`,
    ),
  ],
);
