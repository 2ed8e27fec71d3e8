import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { modelPortfolios } from './portfolio';
import { portfolios } from './portfolios';

/**
 * A client's request to move a portfolio to another risk level, or between its level's conventional and Shariah
 * models (docs/returns.md "Portfolio switch"). IN_PROGRESS
 * until the trade run of its trade date changes the portfolio's level and rebalances it into the new model; then
 * COMPLETED. At most one switch per client is in progress (the partial unique index), so two requests at once
 * cannot both pass.
 */
export const portfolioSwitches = pgTable(
  'portfolio_switches',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId, { onDelete: 'restrict' }),
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'restrict' }),
    fromRiskLevel: integer('from_risk_level').notNull(),
    /** Conventional ↔ Shariah is a switch too (docs/shariah.md "Converting a goal"). */
    fromShariah: boolean('from_shariah').notNull().default(false),
    toRiskLevel: integer('to_risk_level').notNull(),
    toShariah: boolean('to_shariah').notNull().default(false),
    status: text('status').notNull().default('IN_PROGRESS'),
    /** The first trade date it may execute on (nextTradeDate at request time). */
    tradeDate: date('trade_date', { mode: 'string' }).notNull(),
    /** The date of the run that executed it. */
    executedDate: date('executed_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('portfolio_switches_status_check', sql`${t.status} in ('IN_PROGRESS','COMPLETED')`),
    check(
      'portfolio_switches_levels_check',
      sql`(${t.fromRiskLevel}, ${t.fromShariah}) <> (${t.toRiskLevel}, ${t.toShariah})`,
    ),
    foreignKey({
      name: 'portfolio_switches_from_model_fk',
      columns: [t.fromRiskLevel, t.fromShariah],
      foreignColumns: [modelPortfolios.riskLevel, modelPortfolios.shariah],
    }).onDelete('restrict'),
    foreignKey({
      name: 'portfolio_switches_to_model_fk',
      columns: [t.toRiskLevel, t.toShariah],
      foreignColumns: [modelPortfolios.riskLevel, modelPortfolios.shariah],
    }).onDelete('restrict'),
    uniqueIndex('portfolio_switches_one_in_progress_idx')
      .on(t.clientId)
      .where(sql`${t.status} = 'IN_PROGRESS'`),
    index('portfolio_switches_due_idx')
      .on(t.tradeDate, t.id)
      .where(sql`${t.status} = 'IN_PROGRESS'`),
    index('portfolio_switches_portfolio_idx').on(t.portfolioId),
  ],
);
