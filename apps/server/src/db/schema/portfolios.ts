import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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

/**
 * A client's portfolio: one goal, one risk level, conventional or Shariah, invested in that model portfolio
 * (model_portfolios / model_portfolio_allocations). The first is created at approval from the investment profile.
 */
export const portfolios = pgTable(
  'portfolios',
  {
    id: serial('id').primaryKey(),
    /** Public identifier for URLs and the API; the sequential id stays internal. */
    guid: uuid('guid').notNull().unique().defaultRandom(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId, { onDelete: 'restrict' }),
    goalName: text('goal_name').notNull(),
    riskLevel: integer('risk_level').notNull(),
    shariah: boolean('shariah').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('portfolios_goal_name_check', sql`length(trim(${t.goalName})) between 1 and 60`),
    index('portfolios_client_idx').on(t.clientId),
    // The model it holds: its risk level's conventional or Shariah model portfolio (docs/shariah.md).
    foreignKey({
      name: 'portfolios_model_fk',
      columns: [t.riskLevel, t.shariah],
      foreignColumns: [modelPortfolios.riskLevel, modelPortfolios.shariah],
    }).onDelete('restrict'),
    // One goal name per client, whatever its case and surrounding spaces: a transfer names both ends by name.
    uniqueIndex('portfolios_client_goal_name_idx').on(t.clientId, sql`lower(trim(${t.goalName}))`),
  ],
);

/** The required `portfolio_id` of a row that belongs to a portfolio (which cannot be deleted while it has any). */
export const portfolioIdColumn = () =>
  integer('portfolio_id')
    .notNull()
    .references(() => portfolios.id, { onDelete: 'restrict' });
