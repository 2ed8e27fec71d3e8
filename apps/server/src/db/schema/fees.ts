import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { portfolioIdColumn } from './portfolios';

/**
 * The management fee (docs/returns.md "Management fee"). One accrual per portfolio per valued trading day, written
 * in the same statement set as that day's snapshot; one collection per portfolio per calendar month, written with
 * the FEE journal that takes it. Accruals are exact decimals: the month's fee is rounded to the sen only once, when
 * it is collected.
 */
export const feeAccruals = pgTable(
  'fee_accruals',
  {
    portfolioId: portfolioIdColumn(),
    accrualDate: date('accrual_date', { mode: 'string' }).notNull(),
    /** The snapshot value the fee is charged on, in sen. */
    valueSen: bigint('value_sen', { mode: 'bigint' }).notNull(),
    /** Calendar days this trading day's accrual covers (the weekend after a Friday, split at the month's end). */
    days: integer('days').notNull(),
    /** The tiered fee of a whole year on `value_sen`, in sen, exact (rates have at most 8 decimals). */
    annualFeeSen: numeric('annual_fee_sen', { precision: 30, scale: 10 }).notNull(),
    /** annual_fee × days / 365, in sen, to 12 decimals (for reading; a collection divides the exact sum once). */
    amountSen: numeric('amount_sen', { precision: 30, scale: 12 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.portfolioId, t.accrualDate] }),
    check('fee_accruals_days_check', sql`${t.days} between 1 and 31`),
    check('fee_accruals_non_negative_check', sql`${t.valueSen} >= 0 and ${t.annualFeeSen} >= 0`),
    index('fee_accruals_date_idx').on(t.accrualDate),
  ],
);

export const feeCollections = pgTable(
  'fee_collections',
  {
    portfolioId: portfolioIdColumn(),
    /** The month the fee accrued in, 'YYYY-MM'. */
    month: text('month').notNull(),
    /** The month's accruals summed and rounded half-even to the sen. */
    accruedSen: bigint('accrued_sen', { mode: 'bigint' }).notNull(),
    /** What was taken: the accrued fee, or less when the portfolio held less (the rest is waived). */
    collectedSen: bigint('collected_sen', { mode: 'bigint' }).notNull(),
    /** The trade date of the run that collected it (the FEE journal's effective date). */
    tradeDate: date('trade_date', { mode: 'string' }).notNull(),
    /** The FEE journal's idempotency key; null when nothing was taken. */
    journalKey: text('journal_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.portfolioId, t.month] }),
    check('fee_collections_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('fee_collections_amount_check', sql`${t.collectedSen} >= 0 and ${t.collectedSen} <= ${t.accruedSen}`),
  ],
);

/**
 * Months whose fee every portfolio has been charged: the fee step marks a month once all its collections are
 * written, so a daily run that finds every month marked reads no accruals at all.
 */
export const feeCollectionMonths = pgTable(
  'fee_collection_months',
  {
    month: text('month').primaryKey(),
    /** The trade date of the run that completed it. */
    tradeDate: date('trade_date', { mode: 'string' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('fee_collection_months_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`)],
);
