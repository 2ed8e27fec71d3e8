import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { portfolios } from './portfolios';

/**
 * The double-entry ledger (docs/money.md). Only modules/ledger writes these tables. Amounts are integers in the
 * asset's minor unit: sen for 'MYR', millionths of a unit for an ETF ticker. A posting's amount is signed:
 * positive debits the account, negative credits it. The migration adds what Drizzle cannot express: the deferred
 * trigger that rejects an unbalanced journal, the trigger that keeps `balance` equal to the sum of postings, and
 * the triggers that make journals and postings append-only.
 */

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    /** Natural key, e.g. 'CLIENT_CASH:42:MYR' or 'OMNIBUS_CASH::MYR': one account per kind, portfolio and asset. */
    key: text('key').notNull().unique(),
    /** A kind of modules/ledger/account-kinds.ts (CLIENT_CASH, CLIENT_UNITS, OMNIBUS_CASH, FEES, …). */
    kind: text('kind').notNull(),
    portfolioId: integer('portfolio_id').references(() => portfolios.id, { onDelete: 'restrict' }),
    /** 'MYR' (amounts in sen) or an ETF ticker (amounts in 1e-6 units). */
    asset: text('asset').notNull(),
    /** DEBIT for the firm's assets (cash at bank, custody, receivables), CREDIT for what it owes or earns. */
    normalSide: text('normal_side').notNull(),
    /** The CHECK on `balance` applies; client accounts always carry it. */
    nonNegative: boolean('non_negative').notNull(),
    /** Sum of postings signed by the normal side; kept by a trigger in the posting's own transaction. */
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'ledger_accounts_kind_check',
      sql`${t.kind} in ('CLIENT_CASH','CLIENT_UNITS','OMNIBUS_CASH','CUSTODY_UNITS','FEES','GATEWAY_CLEARING','PAYOUT_CLEARING','PROMOTIONS','DIVIDENDS_RECEIVABLE','PURIFICATION_PAYABLE')`,
    ),
    check('ledger_accounts_normal_side_check', sql`${t.normalSide} in ('DEBIT','CREDIT')`),
    check(
      'ledger_accounts_client_portfolio_check',
      sql`(${t.kind} in ('CLIENT_CASH','CLIENT_UNITS')) = (${t.portfolioId} is not null)`,
    ),
    check(
      'ledger_accounts_client_non_negative_check',
      sql`${t.kind} not in ('CLIENT_CASH','CLIENT_UNITS') or ${t.nonNegative}`,
    ),
    check('ledger_accounts_balance_check', sql`not ${t.nonNegative} or ${t.balance} >= 0`),
    index('ledger_accounts_portfolio_idx').on(t.portfolioId),
  ],
);

export const ledgerJournals = pgTable(
  'ledger_journals',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** Supplied by the caller (e.g. 'deposit:<orderId>:settle'); a retry with the same key moves nothing. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** DEPOSIT, INVEST, WITHDRAWAL, TRANSFER, FEE, ... (what the transactions listing shows). */
    kind: text('kind').notNull(),
    memo: text('memo'),
    /** sha256 of the canonical kind, memo and postings: tells a retry from a different request under the same key. */
    contentHash: text('content_hash').notNull(),
    /**
     * The business day the movement belongs to, in Malaysia's time zone: a trade's trade date, otherwise the day
     * it was posted. Valuation snapshots and statements group by it (docs/returns.md); a seed may back-date it.
     */
    effectiveDate: date('effective_date', { mode: 'string' })
      .notNull()
      .default(sql`(now() at time zone 'Asia/Kuala_Lumpur')::date`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_journals_idempotency_key_idx').on(t.idempotencyKey),
    index('ledger_journals_effective_date_idx').on(t.effectiveDate, t.id),
  ],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    journalId: bigint('journal_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerJournals.id, { onDelete: 'restrict' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    /** Signed: positive debits, negative credits; never zero. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    check('ledger_postings_amount_check', sql`${t.amount} <> 0`),
    index('ledger_postings_journal_idx').on(t.journalId),
    // Keyset pagination of an account's postings, newest first.
    index('ledger_postings_account_idx').on(t.accountId, t.id),
  ],
);
