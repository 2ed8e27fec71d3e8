import { sql } from 'drizzle-orm';
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
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { portfolios } from './portfolios';

/**
 * Deposits through online banking (docs/money.md "Deposit through the FPX-style gateway"). One row per order the
 * client starts: CREATED when the AR form is handed to the browser, PENDING when the gateway says the bank has
 * not decided yet (09/99), then SUCCESS or FAILED, both final. Only the gateway's signed acknowledgement (the
 * direct AC, or the answer to an enquiry) moves an order; the browser's return never does.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** The public, unguessable id (128 random bits, 32 hex characters): the receipt URL and the FPX order number. */
    orderId: text('order_id').notNull().unique(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId, { onDelete: 'restrict' }),
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'restrict' }),
    amountSen: bigint('amount_sen', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull().default('MYR'),
    /** The buyer's bank (reference data BANK code) named in the AR. */
    bankCode: text('bank_code').notNull(),
    state: text('state').notNull().default('CREATED'),
    /** The last FPX debit status code the gateway sent (00, 09, 99, 1A…1M, 48, 51 …). */
    statusCode: text('status_code'),
    /** The gateway's transaction id: the reference the client and the bank see. */
    gatewayTxnId: text('gateway_txn_id'),
    /** Seller transaction time sent in the AR (YYYYMMDDHHmmss, Malaysia time), echoed by the gateway. */
    sellerTxnTime: text('seller_txn_time').notNull(),
    /** The share of this deposit bound for foreign-currency assets (sen): what counts against the BNM yearly limit. */
    foreignSen: bigint('foreign_sen', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** How the final state came: 'direct' (the AC), 'enquiry' (AE) or 'expired' (the gateway never saw it). */
    settledBy: text('settled_by'),
    /** The AC fields as received (signature verified), for staff and reconciliation. */
    acknowledgement: jsonb('acknowledgement'),
    enquiryCount: integer('enquiry_count').notNull().default(0),
    lastEnquiryAt: timestamp('last_enquiry_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finalAt: timestamp('final_at', { withTimezone: true }),
  },
  (t) => [
    check('payment_orders_state_check', sql`${t.state} in ('CREATED', 'PENDING', 'SUCCESS', 'FAILED')`),
    check('payment_orders_amount_check', sql`${t.amountSen} > 0`),
    check('payment_orders_foreign_check', sql`${t.foreignSen} >= 0 and ${t.foreignSen} <= ${t.amountSen}`),
    check('payment_orders_order_id_check', sql`${t.orderId} ~ '^[0-9a-f]{32}$'`),
    // The client's online payments, newest first.
    index('payment_orders_client_idx').on(t.clientId, t.createdAt.desc(), t.id.desc()),
    // The enquiry job's scan: open orders by age.
    index('payment_orders_open_idx')
      .on(t.createdAt)
      .where(sql`${t.state} in ('CREATED', 'PENDING')`),
  ],
);

/**
 * Direct ACs received and not yet applied (docs/money.md, deposit step 3): the AC route stores each verified AC here
 * in one statement and answers OK; the inbox drain (acknowledgement-inbox.ts) applies them in batches and deletes
 * them in the same transaction. A row stays only while waiting, or after `attempts` failed tries (with the last
 * error) for staff to look at; the enquiry job settles its order meanwhile.
 */
export const paymentAcknowledgementInbox = pgTable('payment_acknowledgement_inbox', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  orderId: text('order_id').notNull(),
  /** The AC's fields as received (checksum verified on receipt, and again when applied). */
  fields: jsonb('fields').$type<Record<string, string>>().notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
});

/**
 * The sandbox gateway's own books: what the simulated FPX exchange knows of each transaction (it is another
 * party, so it keeps its own record instead of reading payment_orders). Used only by the sandbox.
 */
export const fpxSandboxTransactions = pgTable(
  'fpx_sandbox_transactions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** The exchange's transaction id (fpx_fpxTxnId). */
    fpxTxnId: text('fpx_txn_id').notNull(),
    sellerExId: text('seller_ex_id').notNull(),
    sellerOrderNo: text('seller_order_no').notNull(),
    /** The AR as received (checksum verified). */
    request: jsonb('request').notNull(),
    buyerBankId: text('buyer_bank_id'),
    /** Null until the buyer decides at the bank (or the session times out). */
    statusCode: text('status_code'),
    debitAuthNo: text('debit_auth_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('fpx_sandbox_transactions_txn_idx').on(t.fpxTxnId),
    // One exchange transaction per seller order, as FPX refuses a duplicate seller order number (code 45).
    uniqueIndex('fpx_sandbox_transactions_order_idx').on(t.sellerExId, t.sellerOrderNo),
  ],
);
