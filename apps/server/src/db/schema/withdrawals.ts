import { sql } from 'drizzle-orm';
import { sqlStringList } from './sql-list';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { WITHDRAWAL_STATUSES } from '@harta/contracts/schemas/withdrawals';
import { clients } from './clients';
import { portfolios } from './portfolios';

/**
 * A client's withdrawal (docs/money.md "Withdrawal"): REQUESTED → PROCESSING → PAID, or FAILED (money returned),
 * or CANCELLED (only from REQUESTED). Each state has its own timestamp; the CHECKs keep them consistent with the
 * status so no writer can leave a row that says PAID without a paid date. The money moves only in the ledger
 * (journals `withdrawal:<guid>:reserve|paid|failed`); this row is the flow's state.
 *
 * The payout account is copied from the client's verified bank account at request time: a later change of bank
 * details never redirects a withdrawal already asked for.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    /** Public id for URLs, journals and the bank file. */
    guid: uuid('guid').notNull().unique().defaultRandom(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId, { onDelete: 'restrict' }),
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('REQUESTED'),
    withdrawAll: boolean('withdraw_all').notNull(),
    /** What was asked for, in sen; null for "withdraw all". Counts against the available amount while REQUESTED. */
    requestedSen: bigint('requested_sen', { mode: 'bigint' }),
    /** What is paid out, in sen, known once the units are sold (PROCESSING). */
    amountSen: bigint('amount_sen', { mode: 'bigint' }),
    /** The trade date whose closes sell the units (Malaysia). */
    tradeDate: date('trade_date', { mode: 'string' }).notNull(),
    bankCode: text('bank_code').notNull(),
    bankAccountNumber: text('bank_account_number').notNull(),
    bankAccountHolderName: text('bank_account_holder_name').notNull(),
    /** The bank's reference for the payout (staff or the result file). */
    payoutReference: text('payout_reference'),
    failureReason: text('failure_reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    processingAt: timestamp('processing_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('withdrawals_status_check', sql`${t.status} in (${sqlStringList(WITHDRAWAL_STATUSES)})`),
    check(
      'withdrawals_amount_check',
      sql`(${t.withdrawAll} and ${t.requestedSen} is null) or (not ${t.withdrawAll} and ${t.requestedSen} > 0)`,
    ),
    check('withdrawals_paid_amount_check', sql`${t.amountSen} is null or ${t.amountSen} > 0`),
    // Each status carries the dates of the steps that led to it, and an amount once the units are sold.
    check(
      'withdrawals_dates_check',
      sql`case ${t.status}
        when 'REQUESTED' then ${t.processingAt} is null and ${t.amountSen} is null and ${t.cancelledAt} is null
        when 'CANCELLED' then ${t.cancelledAt} is not null and ${t.processingAt} is null
        when 'PROCESSING' then ${t.processingAt} is not null and ${t.amountSen} is not null
          and ${t.paidAt} is null and ${t.failedAt} is null
        when 'PAID' then ${t.processingAt} is not null and ${t.paidAt} is not null and ${t.failedAt} is null
        when 'FAILED' then ${t.failedAt} is not null and ${t.paidAt} is null
        else false end`,
    ),
    index('withdrawals_client_idx').on(t.clientId, t.requestedAt.desc()),
    // The trade step's and the bank file's reads, and the available amount's sum per portfolio.
    index('withdrawals_status_date_idx').on(t.status, t.tradeDate),
    index('withdrawals_portfolio_status_idx').on(t.portfolioId, t.status),
  ],
);

export type WithdrawalRow = typeof withdrawals.$inferSelect;
