import { sql } from 'drizzle-orm';
import { sqlStringList } from './sql-list';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@harta/contracts/transactions';
import { clients } from './clients';
import { portfolios } from './portfolios';

/**
 * The client's view of money movements (the `transactions` page). Each flow (deposit, invest, withdrawal,
 * transfer, fee) records and updates its rows through modules/transactions/transaction-log.ts; the money itself
 * moves only in the ledger. `source_type` + `source_id` name the flow's own record (a payment order, a withdrawal,
 * a transfer, a trade run), and are unique per type and portfolio so that recording twice is harmless.
 */
export const clientTransactions = pgTable(
  'client_transactions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** Public id for URLs and the API. */
    guid: uuid('guid').notNull().unique().defaultRandom(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId, { onDelete: 'restrict' }),
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'restrict' }),
    type: text('type').notNull(),
    status: text('status').notNull(),
    /** Ringgit in sen; null while unknown (a "withdraw all" before its units are sold). */
    amountSen: bigint('amount_sen', { mode: 'bigint' }),
    sourceType: text('source_type').notNull(),
    sourceId: text('source_id').notNull(),
    /**
     * What the client reads under the type, as facts (contracts transaction-description.ts), written out in the
     * reader's language by the web page, the CSV and the statement (docs/languages.md).
     */
    descriptionFields: jsonb('description_fields'),
    /** The description as English text, kept for rows recorded before the facts were (shown when there are none). */
    description: text('description'),
    /** Extra facts for the detail view (units and prices of an investment, the other leg of a transfer). */
    details: jsonb('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it reached a final status. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('client_transactions_type_check', sql`${t.type} in (${sqlStringList(TRANSACTION_TYPES)})`),
    check('client_transactions_status_check', sql`${t.status} in (${sqlStringList(TRANSACTION_STATUSES)})`),
    check('client_transactions_amount_check', sql`${t.amountSen} is null or ${t.amountSen} >= 0`),
    // Source id first: the lookups are by id, and the planner then finds them without statistics (migration 0029).
    uniqueIndex('client_transactions_source_idx').on(t.sourceId, t.sourceType, t.type, t.portfolioId),
    // Keyset pagination, newest first, per client.
    index('client_transactions_client_idx').on(t.clientId, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * Money-moving POSTs carry an `Idempotency-Key` header (docs/money.md): the first answer is stored here and a
 * retry with the same key gets it back; the same key with another request body is refused (422).
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    /** The caller's user id: keys are per caller, so one client can never see another's stored answer. */
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    /** METHOD + route pattern: the same key on another operation is a conflict too. */
    operation: text('operation').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running. */
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotent_requests_key_idx').on(t.userId, t.key),
    check('idempotent_requests_key_check', sql`length(${t.key}) between 1 and 255`),
  ],
);
