import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './clients';

/**
 * Informational notices a client has dismissed (issue #13 item 3). The notice id names one occurrence (e.g. one
 * refused deposit, or one year's "near the limit"), so a new occurrence of the same kind shows again. Mandatory
 * notices are never stored here: they return at every login until their condition clears.
 */
export const clientNoticeDismissals = pgTable(
  'client_notice_dismissals',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId, { onDelete: 'cascade' }),
    noticeId: text('notice_id').notNull(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.noticeId] })],
);
