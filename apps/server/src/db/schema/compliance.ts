import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './clients';

/**
 * A client staff have flagged for closure (issue #13 item 3): a politically exposed person, or a resident or
 * national of a restricted country. While the row exists the client may only withdraw (deposits, transfers and
 * new portfolios are refused) and sees the closure notice; once every balance is zero staff close the account.
 * Setting and lifting the flag are audit-logged.
 */
export const clientClosureFlags = pgTable(
  'client_closure_flags',
  {
    clientId: integer('client_id')
      .primaryKey()
      .references(() => clients.clientId, { onDelete: 'cascade' }),
    /** 'PEP' or 'RESTRICTED_COUNTRY' (contracts schemas/notices ClosureReasons). */
    reason: text('reason').notNull(),
    note: text('note'),
    /** Staff user id (token sub). */
    flaggedBy: text('flagged_by').notNull(),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('client_closure_flags_reason_check', sql`${t.reason} in ('PEP', 'RESTRICTED_COUNTRY')`)],
);

/**
 * Deposits refused by the central bank's yearly foreign-currency asset limit. The refusal rolls back the deposit's
 * own transaction, so it is written here afterwards: the foreign-currency limit notice reads it.
 */
export const foreignLimitRefusals = pgTable(
  'foreign_limit_refusals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId, { onDelete: 'cascade' }),
    /** The foreign-currency share of the refused deposit, and what was left of the year's limit, in sen. */
    requestedSen: bigint('requested_sen', { mode: 'bigint' }).notNull(),
    remainingSen: bigint('remaining_sen', { mode: 'bigint' }).notNull(),
    refusedAt: timestamp('refused_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('foreign_limit_refusals_client_idx').on(t.clientId, t.refusedAt)],
);
