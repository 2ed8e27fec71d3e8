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
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { etfs } from './portfolio';
import { portfolioIdColumn } from './portfolios';

/**
 * Fund distributions and purification (docs/money.md "Dividends", docs/shariah.md "Purification"). Only modules/dividends
 * writes these tables; the money itself moves in the ledger, these rows say which journal paid whom and why.
 */

/** One distribution of one fund, entered by staff (four eyes) or by the demo seed. */
export const dividendDeclarations = pgTable(
  'dividend_declarations',
  {
    id: serial('id').primaryKey(),
    ticker: text('ticker')
      .notNull()
      .references(() => etfs.ticker, { onDelete: 'restrict' }),
    /** Units held at the end of the day before this date are entitled (journals with an earlier effective date). */
    exDate: date('ex_date', { mode: 'string' }).notNull(),
    /** The day the fund pays; the trade run of the first trade date on or after it credits the clients. */
    payDate: date('pay_date', { mode: 'string' }).notNull(),
    /** Gross amount per unit in the fund's currency, exact. */
    perUnit: numeric('per_unit', { precision: 20, scale: 8 }).notNull(),
    /** The fund's listing currency (MYR or USD), copied from `etfs` when declared. */
    currency: text('currency').notNull(),
    /** Tax withheld at source, a fraction (0.3 = 30%): US-listed funds withhold it from non-US holders. */
    withholdingRate: numeric('withholding_rate', { precision: 7, scale: 6 }).notNull().default('0'),
    /** The fund's published purification ratio for this distribution, a fraction; 0 for a conventional fund. */
    purificationRatio: numeric('purification_ratio', { precision: 7, scale: 6 }).notNull().default('0'),
    /** DECLARED until the payment is made, then PAID. */
    status: text('status').notNull().default('DECLARED'),
    /** Ringgit per unit of `currency` used for the payment (1 for MYR): USDMYR's close on or before the pay date. */
    fxRate: numeric('fx_rate', { precision: 20, scale: 6 }),
    /** Staff member who entered it (null: the demo seed), and the one who approved it. */
    declaredBy: text('declared_by'),
    approvedBy: text('approved_by'),
    paidTradeDate: date('paid_trade_date', { mode: 'string' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dividend_declarations_ticker_ex_date_idx').on(t.ticker, t.exDate),
    index('dividend_declarations_status_idx').on(t.status, t.payDate),
    check('dividend_declarations_dates_check', sql`${t.payDate} >= ${t.exDate}`),
    check('dividend_declarations_per_unit_check', sql`${t.perUnit} > 0`),
    check('dividend_declarations_withholding_check', sql`${t.withholdingRate} >= 0 and ${t.withholdingRate} < 1`),
    check('dividend_declarations_ratio_check', sql`${t.purificationRatio} >= 0 and ${t.purificationRatio} <= 1`),
    check('dividend_declarations_status_check', sql`${t.status} in ('DECLARED', 'PAID')`),
    check(
      'dividend_declarations_paid_check',
      sql`(${t.status} = 'PAID') = (${t.paidAt} is not null and ${t.fxRate} is not null and ${t.paidTradeDate} is not null)`,
    ),
  ],
);

/** What one portfolio received of one distribution, in sen (docs/money.md "Dividends" for the rounding). */
export const dividendPayments = pgTable(
  'dividend_payments',
  {
    declarationId: integer('declaration_id')
      .notNull()
      .references(() => dividendDeclarations.id, { onDelete: 'restrict' }),
    portfolioId: portfolioIdColumn(),
    /** Units held at the ex-date, in micro-units. */
    units: bigint('units', { mode: 'bigint' }).notNull(),
    grossSen: bigint('gross_sen', { mode: 'bigint' }).notNull(),
    taxSen: bigint('tax_sen', { mode: 'bigint' }).notNull(),
    netSen: bigint('net_sen', { mode: 'bigint' }).notNull(),
    /** Set aside for charity (Shariah goals only; 0 otherwise). */
    purificationSen: bigint('purification_sen', { mode: 'bigint' }).notNull(),
    /** The charity batch that paid the purification out; null while it is owed. */
    purificationBatchId: integer('purification_batch_id').references(() => purificationBatches.id, {
      onDelete: 'restrict',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.declarationId, t.portfolioId] }),
    index('dividend_payments_portfolio_idx').on(t.portfolioId),
    check('dividend_payments_units_check', sql`${t.units} > 0`),
    check(
      'dividend_payments_split_check',
      sql`${t.taxSen} >= 0 and ${t.netSen} >= 0 and ${t.grossSen} = ${t.netSen} + ${t.taxSen}`,
    ),
    check(
      'dividend_payments_purification_check',
      sql`${t.purificationSen} >= 0 and ${t.purificationSen} <= ${t.netSen}`,
    ),
  ],
);

/** A payment to charity of purification set aside (four eyes: made by one member, approved by another). */
export const purificationBatches = pgTable(
  'purification_batches',
  {
    id: serial('id').primaryKey(),
    charity: text('charity').notNull(),
    /** The bank transfer's reference, as staff entered it. */
    reference: text('reference'),
    totalSen: bigint('total_sen', { mode: 'bigint' }).notNull(),
    payments: integer('payments').notNull(),
    madeBy: text('made_by').notNull(),
    approvedBy: text('approved_by').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('purification_batches_total_check', sql`${t.totalSen} > 0 and ${t.payments} > 0`)],
);
