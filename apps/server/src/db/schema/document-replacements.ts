import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { storedFileColumns } from './stored-file';

/**
 * An approved client's replacement of their identity document (a renewed MyKad or passport; issue #13,
 * docs/account.md "Identity document replacement"). SUBMITTED → APPROVED / REJECTED (with a reason) by staff.
 * While submitted the old documents stay the ones of record; an approval copies the new pages into
 * `client_documents` (superseding the old pages, the selfie kept). At most one is awaiting review per client.
 */
export const documentReplacements = pgTable(
  'document_replacements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The id in URLs: random, so no one can count or guess them (docs/security.md "Who is who"). */
    guid: uuid('guid').notNull().unique().defaultRandom(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId, { onDelete: 'cascade' }),
    status: text('status').notNull().default('SUBMITTED'),
    /** The ID type of record (it cannot change this way). */
    idType: text('id_type').notNull(),
    /** A passport's new expiry date; null for cards. */
    expiryDate: date('expiry_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Staff user id (token sub) of the decision. */
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
  },
  (t) => [
    index('document_replacements_client_idx').on(t.clientId, t.id),
    uniqueIndex('document_replacements_one_pending_uq')
      .on(t.clientId)
      .where(sql`${t.status} = 'SUBMITTED'`),
    check('document_replacements_status_check', sql`${t.status} in ('SUBMITTED', 'APPROVED', 'REJECTED')`),
  ],
);

/** The pages of a replacement: 'front', and 'back' for every ID but a passport. Stored encrypted. */
export const documentReplacementFiles = pgTable(
  'document_replacement_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    replacementId: bigint('replacement_id', { mode: 'number' })
      .notNull()
      .references(() => documentReplacements.id, { onDelete: 'cascade' }),
    page: text('page').notNull(),
    ...storedFileColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('document_replacement_files_page_uq').on(t.replacementId, t.page),
    check('document_replacement_files_page_check', sql`${t.page} in ('front', 'back')`),
  ],
);
