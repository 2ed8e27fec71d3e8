import { z } from 'zod';
import { safeTextSchema } from '../validators';

/**
 * A client's portfolios (issue #11 item 2; docs/money.md "Portfolios"): one goal, one risk level, invested in that
 * level's model portfolio. Paths in `ApiPaths.portfolios`. Money travels as decimal strings ("1234.50" ringgit,
 * "1.234567" units), never as floats.
 */

/** Longest goal name (the database CHECK says the same). */
export const GOAL_NAME_MAX_LENGTH = 60;
/** How many portfolios one client may hold. */
export const MAX_PORTFOLIOS_PER_CLIENT = 10;
/** The name of the portfolio created at approval; the client can rename it. */
export const FIRST_PORTFOLIO_GOAL_NAME = 'My first goal';

/** A goal name: trimmed, 1–60 characters, not blank, no control characters. */
export const goalNameSchema = safeTextSchema({ error: 'portfolios.goalNameRequired' })
  .trim()
  .min(1, { error: 'portfolios.goalNameRequired' })
  .max(GOAL_NAME_MAX_LENGTH, { error: 'portfolios.goalNameTooLong' });

/** `POST /api/portfolios`: a new goal at a risk level no higher than the knowledge cap (`maxRiskLevel`). */
export const createPortfolioRequestSchema = z.object({
  goalName: goalNameSchema,
  riskLevel: z.coerce
    .number({ error: 'portfolios.riskLevelRequired' })
    .int({ error: 'portfolios.riskLevelRequired' })
    .min(1, { error: 'portfolios.riskLevelRequired' })
    .max(5, { error: 'portfolios.riskLevelRequired' }),
  /** A Shariah goal (docs/shariah.md): the level's Shariah model portfolio; conventional when left out. */
  shariah: z.boolean({ error: 'portfolios.shariahInvalid' }).optional(),
});
export type CreatePortfolioRequest = z.input<typeof createPortfolioRequestSchema>;

/** `PATCH /api/portfolios/{guid}`: rename. */
export const renamePortfolioRequestSchema = z.object({ goalName: goalNameSchema });
export type RenamePortfolioRequest = z.input<typeof renamePortfolioRequestSchema>;

export const portfolioGuidParamsSchema = z.object({ guid: z.string().max(100) });

export const holdingSchema = z.object({
  ticker: z.string(),
  name: z.string(),
  /** Units, exactly six decimals ("1.234567"). */
  units: z.string(),
  /** The close used, in the listing currency. */
  close: z.string(),
  closeDate: z.string(),
  /** 'MYR' or 'USD'. */
  currency: z.string(),
  /** Ringgit, two decimals. */
  value: z.string(),
});
export type Holding = z.infer<typeof holdingSchema>;

export const portfolioSchema = z.object({
  /** Public id; the only id the API takes. */
  guid: z.string(),
  goalName: z.string(),
  riskLevel: z.number().int().min(1).max(5),
  /** The model portfolio's name, e.g. 'Balanced'. */
  riskLevelName: z.string(),
  /** A Shariah goal: it holds the level's Shariah model portfolio (docs/shariah.md). The server always sends it. */
  shariah: z.boolean().optional(),
  createdAt: z.string(),
  /** Settled, uninvested cash (ringgit, two decimals). */
  cash: z.string(),
  /** Value of the units held. */
  invested: z.string(),
  /** cash + invested. */
  total: z.string(),
  /** The trading day of the prices used; null when the portfolio holds no units. */
  priceDate: z.string().nullable(),
  holdings: z.array(holdingSchema),
});
export type Portfolio = z.infer<typeof portfolioSchema>;

/** `GET /api/portfolios`: oldest first (the first is the one created at approval). */
export const portfolioListSchema = z.object({
  portfolios: z.array(portfolioSchema),
  /** The sum of every portfolio's total. */
  total: z.string(),
  /** The highest risk level a new portfolio may have (the knowledge cap, as at registration). */
  maxRiskLevel: z.number().int().min(1).max(5),
  /** False when the client may not add one (not active, or at the limit). */
  canAdd: z.boolean(),
});
export type PortfolioList = z.infer<typeof portfolioListSchema>;

export const portfolioListResponseSchema = z.object({ result: portfolioListSchema });
export const portfolioResponseSchema = z.object({ result: portfolioSchema });
