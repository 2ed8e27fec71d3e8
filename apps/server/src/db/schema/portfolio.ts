import {
  boolean,
  check,
  foreignKey,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { clients } from './clients';

/**
 * Step 9 reference data (seeded idempotently at start: modules/investment-profile/reference-data.ts) and the
 * client's investment profile. Rates are `numeric` decimals, weights integer basis points: never floats.
 */

/** The ETF universe the model portfolios draw from. */
export const etfs = pgTable('etfs', {
  ticker: text('ticker').primaryKey(),
  name: text('name').notNull(),
  /** EQUITY, FIXED_INCOME, SUKUK, REIT, GOLD or MONEY_MARKET. */
  assetClass: text('asset_class').notNull(),
  /** MYR or USD. */
  currency: text('currency').notNull(),
  /** Listing, e.g. 'Bursa Malaysia', 'NYSE Arca'. */
  exchange: text('exchange').notNull(),
  /** The fund manager (or trustee of a physical-gold trust), e.g. 'Vanguard', 'i-VCAP Management'. */
  issuer: text('issuer'),
  /** The Malay name (docs/languages.md); null shows the English one. */
  nameMs: text('name_ms'),
  /** One sentence on what the fund holds, in English and Malay. */
  description: text('description'),
  descriptionMs: text('description_ms'),
  /**
   * Certified Shariah-compliant (docs/shariah.md "The universe"): only such funds may be in a Shariah model
   * portfolio. Set with the screening standard and the certifying body, and changed only with a Shariah adviser's
   * approval.
   */
  shariahCompliant: boolean('shariah_compliant').notNull().default(false),
  /** The Shariah screening standard the fund follows, e.g. 'S&P 500 Shariah (AAOIFI)'. */
  screeningStandard: text('screening_standard'),
  /** Who certifies it, e.g. 'Securities Commission Malaysia Shariah Advisory Council'. */
  certifyingBody: text('certifying_body'),
});

/**
 * Two model portfolios per risk level 1–5: the conventional one and the Shariah one (docs/shariah.md), keyed by
 * (risk level, shariah). A portfolio (goal) holds the model of its risk level and its `shariah` flag.
 */
export const modelPortfolios = pgTable(
  'model_portfolios',
  {
    riskLevel: integer('risk_level').notNull(),
    /** True for the Shariah model of the level: only Shariah-compliant funds (checked at seed and by a test). */
    shariah: boolean('shariah').notNull().default(false),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** The Malay name and description (docs/languages.md); null shows the English ones to a Malay reader. */
    nameMs: text('name_ms'),
    descriptionMs: text('description_ms'),
    /** Expected annual return, e.g. 0.0650. */
    expectedReturn: numeric('expected_return', { precision: 6, scale: 4 }).notNull(),
    /** Expected annual volatility (standard deviation), e.g. 0.1200. */
    volatility: numeric('volatility', { precision: 6, scale: 4 }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'model_portfolios_level_shariah_pk', columns: [t.riskLevel, t.shariah] }),
    check('model_portfolios_level_check', sql`${t.riskLevel} between 1 and 5`),
  ],
);

/** Target weights in basis points; each portfolio's weights add up to exactly 10000 (checked by the seed). */
export const modelPortfolioAllocations = pgTable(
  'model_portfolio_allocations',
  {
    riskLevel: integer('risk_level').notNull(),
    shariah: boolean('shariah').notNull().default(false),
    ticker: text('ticker')
      .notNull()
      .references(() => etfs.ticker, { onDelete: 'restrict' }),
    weightBps: integer('weight_bps').notNull(),
  },
  (t) => [
    primaryKey({ name: 'model_portfolio_allocations_pk', columns: [t.riskLevel, t.shariah, t.ticker] }),
    foreignKey({
      name: 'model_portfolio_allocations_model_fk',
      columns: [t.riskLevel, t.shariah],
      foreignColumns: [modelPortfolios.riskLevel, modelPortfolios.shariah],
    }).onDelete('cascade'),
    check('model_portfolio_allocations_weight_check', sql`${t.weightBps} between 0 and 10000`),
  ],
);

/** The client's answers to the risk questionnaire and the level they hold. */
export const investmentProfiles = pgTable('investment_profiles', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.clientId, { onDelete: 'cascade' }),
  answers: jsonb('answers').notNull(),
  score: integer('score').notNull(),
  scoredRiskLevel: integer('scored_risk_level').notNull(),
  maxRiskLevel: integer('max_risk_level').notNull(),
  capReason: text('cap_reason'),
  riskLevel: integer('risk_level').notNull(),
  /** Whether the client wants Shariah-compliant investments: their first goal holds the Shariah model then. */
  shariah: boolean('shariah').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
