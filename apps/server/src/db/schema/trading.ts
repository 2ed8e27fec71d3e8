import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { portfolios } from './portfolios';

/**
 * Trading (docs/money.md "Invest", "Transfer"): the orders a trade writes and the fills that executed them, the
 * trade runs that execute a date's steps, and transfers between a client's own portfolios. The money and units
 * themselves move only in the ledger; these tables say why and at what price.
 */

/**
 * One order per ETF per trade. `trade_key` is the trade's idempotency key (also its ledger journal's key, e.g.
 * 'invest:2026-01-05:42'), so a retried trade finds its orders and moves nothing twice.
 */
export const tradeOrders = pgTable(
  'trade_orders',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    tradeKey: text('trade_key').notNull(),
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'restrict' }),
    tradeDate: date('trade_date', { mode: 'string' }).notNull(),
    side: text('side').notNull(),
    ticker: text('ticker').notNull(),
    /** The ringgit the order aimed at (a buy's share of the cash, a sell's share of the amount); null for "all". */
    targetSen: bigint('target_sen', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('trade_orders_side_check', sql`${t.side} in ('BUY','SELL')`),
    uniqueIndex('trade_orders_key_ticker_idx').on(t.tradeKey, t.ticker),
    index('trade_orders_portfolio_idx').on(t.portfolioId, t.tradeDate),
  ],
);

/** How an order executed: at the trade date's close, in the listing currency, converted at that day's USDMYR. */
export const tradeFills = pgTable(
  'trade_fills',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'bigint' })
      .notNull()
      .unique()
      .references(() => tradeOrders.id, { onDelete: 'restrict' }),
    /** Millionths of a unit; whole micro-units only (fractions rounded down on a buy). */
    units: bigint('units', { mode: 'bigint' }).notNull(),
    /** The close in the listing currency. */
    price: numeric('price', { precision: 20, scale: 6 }).notNull(),
    currency: text('currency').notNull(),
    /** Ringgit per US dollar used for a USD asset; 1 for a ringgit asset. */
    fxRate: numeric('fx_rate', { precision: 20, scale: 6 }).notNull(),
    /** The value in the listing currency, exact (units × price). */
    grossAmount: numeric('gross_amount', { precision: 30, scale: 12 }).notNull(),
    /** What the client paid or received in sen (gross × fx, half-even to the sen); 0 only for dust sold with "all". */
    amountSen: bigint('amount_sen', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('trade_fills_units_check', sql`${t.units} > 0`),
    check('trade_fills_amount_check', sql`${t.amountSen} >= 0`),
  ],
);

/**
 * A date's trade run: its steps (sells first, then the invest step) run in order; each unit of work inside a
 * step is idempotent, so running a date again (after a crash, or on demand by staff) only does what is left.
 */
export const tradeRuns = pgTable(
  'trade_runs',
  {
    tradeDate: date('trade_date', { mode: 'string' }).primaryKey(),
    /** RUNNING while an attempt is under way (or was cut short by a crash), COMPLETED after the last step. */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(1),
    /** Per step: { name: { completedAt, ...counts } } of the latest attempt. */
    steps: jsonb('steps')
      .notNull()
      .default(sql`'{}'::jsonb`),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [check('trade_runs_status_check', sql`${t.status} in ('RUNNING','COMPLETED')`)],
);

/**
 * A transfer between two of a client's portfolios: units sold pro rata in the source at the trade date, the
 * ringgit moved to the target, where that run's invest step buys it into the target's model weights.
 */
export const transfers = pgTable(
  'transfers',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId, { onDelete: 'restrict' }),
    fromPortfolioId: integer('from_portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'restrict' }),
    toPortfolioId: integer('to_portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'restrict' }),
    /** The amount asked for in sen; null when the client moves everything. */
    requestedSen: bigint('requested_sen', { mode: 'bigint' }),
    transferAll: boolean('transfer_all').notNull().default(false),
    /** REQUESTED until its trade run moves it, then COMPLETED (or FAILED when nothing could be moved). */
    status: text('status').notNull().default('REQUESTED'),
    /** The first trade date it may execute on (nextTradeDate at request time). */
    tradeDate: date('trade_date', { mode: 'string' }).notNull(),
    /** The date of the run that executed it, and the ringgit that reached the target. */
    executedDate: date('executed_date', { mode: 'string' }),
    movedSen: bigint('moved_sen', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('transfers_status_check', sql`${t.status} in ('REQUESTED','COMPLETED','FAILED')`),
    check('transfers_distinct_check', sql`${t.fromPortfolioId} <> ${t.toPortfolioId}`),
    check(
      'transfers_amount_check',
      sql`(${t.transferAll} and ${t.requestedSen} is null) or (not ${t.transferAll} and ${t.requestedSen} > 0)`,
    ),
    index('transfers_pending_idx')
      .on(t.tradeDate, t.id)
      .where(sql`${t.status} = 'REQUESTED'`),
    index('transfers_from_idx').on(t.fromPortfolioId),
    index('transfers_client_idx').on(t.clientId, t.createdAt),
  ],
);
