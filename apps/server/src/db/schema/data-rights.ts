import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';

/**
 * Personal-data requests (docs/operations.md "Personal-data requests", docs/account.md "Your data"): a client's
 * copy of everything held about them (EXPORT) and their erasure once the financial records' retention has passed
 * (ERASURE). The rows stay after the work is done: they are the record that the request was answered.
 *
 * EXPORT: REQUESTED → RUNNING → READY → EXPIRED (the file purged), or FAILED.
 * ERASURE: WAITING_CLOSURE (asked before the account closed) → SCHEDULED (due_at known) → DONE.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: serial('id').primaryKey(),
    /** The id in URLs: random, so no one can count or guess them (docs/security.md "Who is who"). */
    guid: uuid('guid').notNull().unique().defaultRandom(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    /** Who asked: the client's user id, or the staff member who recorded a request received another way. */
    requestedBy: text('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** EXPORT: how far the job got, 0–100. */
    progress: integer('progress').notNull().default(0),
    /** EXPORT: the ZIP in the file store (encrypted at rest), null once purged. */
    fileKey: text('file_key'),
    fileSizeBytes: bigint('file_size_bytes', { mode: 'number' }),
    /** EXPORT: the download link works until then; then the file is purged. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
    /** ERASURE: when the retention period ends (closure + the period), null while the account is open. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** Who carried out the erasure (the staff member, after the approval of a second one where required). */
    completedBy: text('completed_by'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** EXPORT FAILED: why, for staff (never shown to the client). */
    error: text('error'),
  },
  (t) => [
    index('data_requests_client_idx').on(t.clientId, t.requestedAt),
    index('data_requests_status_idx').on(t.kind, t.status),
    // One export in progress and one open erasure request per client: a double click cannot queue two.
    uniqueIndex('data_requests_one_export_idx')
      .on(t.clientId)
      .where(sql`kind = 'EXPORT' and status in ('REQUESTED', 'RUNNING')`),
    uniqueIndex('data_requests_one_erasure_idx')
      .on(t.clientId)
      .where(sql`kind = 'ERASURE' and status in ('WAITING_CLOSURE', 'SCHEDULED')`),
  ],
);
