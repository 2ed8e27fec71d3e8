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
import { clients } from './clients';
import { portfolioIdColumn } from './portfolios';

/**
 * One snapshot per portfolio per trading day, written by the daily valuation job (docs/returns.md): the ledger's
 * holdings at the end of that day (journals with `effective_date` up to it) valued at that day's closes and
 * USD/MYR, plus cash. Everything a period's return needs is here, so returns never re-read the ledger:
 *
 * - `net_flow_sen`: money that came in from outside the portfolio minus what left, counted in the snapshot of the
 *   first trading day on or after the flow's effective date (deposits, withdrawals, transfers, rewards; fees and
 *   trades are not flows, they are part of the return).
 * - `growth_index`: the time-weighted return index, chained daily with flows at the end of the day (a deposit
 *   settles as cash and is invested at a later close; a withdrawal's units are sold at that day's close):
 *   index_d = index_(d-1) × (value_d − flow_d) / value_(d-1), unchanged while value_(d-1) is 0; 1 until money
 *   first arrives. The TWR of any period is index_end / index_start − 1.
 * - `cumulative_flow_sen`: net deposits to date (what the chart draws against the value).
 */
export const portfolioValuations = pgTable(
  'portfolio_valuations',
  {
    portfolioId: portfolioIdColumn(),
    valuationDate: date('valuation_date', { mode: 'string' }).notNull(),
    /** Settled, uninvested cash at the end of the day, in sen. */
    cashSen: bigint('cash_sen', { mode: 'bigint' }).notNull(),
    /** Units × close × USD/MYR, each holding rounded half-even to the sen, in sen. */
    investedSen: bigint('invested_sen', { mode: 'bigint' }).notNull(),
    /** cash + invested. */
    valueSen: bigint('value_sen', { mode: 'bigint' }).notNull(),
    /** Signed: in minus out since the previous snapshot (see above). */
    netFlowSen: bigint('net_flow_sen', { mode: 'bigint' }).notNull(),
    cumulativeFlowSen: bigint('cumulative_flow_sen', { mode: 'bigint' }).notNull(),
    growthIndex: numeric('growth_index', { precision: 30, scale: 12 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.portfolioId, t.valuationDate] }),
    check('portfolio_valuations_value_check', sql`${t.valueSen} = ${t.cashSen} + ${t.investedSen}`),
    check('portfolio_valuations_non_negative_check', sql`${t.cashSen} >= 0 and ${t.investedSen} >= 0`),
    check('portfolio_valuations_weekday_check', sql`extract(isodow from ${t.valuationDate}) < 6`),
    check('portfolio_valuations_index_check', sql`${t.growthIndex} > 0`),
    index('portfolio_valuations_date_idx').on(t.valuationDate),
  ],
);

/**
 * A counter bumped by every statement that writes `portfolio_valuations` (a statement trigger, in the same
 * transaction), so a reader can tell whether anything derived from the snapshots is still current without reading
 * them. One row (id 1).
 */
export const valuationGeneration = pgTable(
  'valuation_generation',
  {
    id: integer('id').primaryKey(),
    generation: bigint('generation', { mode: 'bigint' }).notNull(),
  },
  (t) => [check('valuation_generation_one_row_check', sql`${t.id} = 1`)],
);

/**
 * What the dashboard and the performance page derive from a client's snapshots (the chart series, the period
 * returns, the growth since inception, each portfolio's latest snapshot), as JSON, stored at the generation it was
 * computed from (modules/performance/snapshot-digest.ts). An entry whose generation is not the current one is
 * never read: every API instance sees the same cache, and a valuation invalidates it in its own transaction.
 * `scope` is 'ALL' or a portfolio's guid.
 */
export const returnsCache = pgTable(
  'returns_cache',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    generation: bigint('generation', { mode: 'bigint' }).notNull(),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.scope] })],
);

/**
 * Whole answers of the performance page and the dashboard, as the JSON text sent (and its gzip, base64), stored
 * under the fingerprint of everything they were computed from (modules/performance/answer-cache.ts): the
 * valuation generation, the row versions of the client's portfolios, ledger accounts, flows and the closes in use,
 * the reference names, the date and the language. A request computes the fingerprint and reads the entry in one
 * statement; an entry whose key is not the current fingerprint is never read. `endpoint` is 'performance' or
 * 'dashboard'; `scope` is 'ALL' or a portfolio's guid.
 */
export const answerCache = pgTable(
  'answer_cache',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    body: text('body').notNull(),
    gzip: text('gzip').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.endpoint, t.scope] })],
);
