import { z } from 'zod';
import { RiskQuestions, type RiskAnswers } from '../risk-profile';

/**
 * Registration step 9 (investment profile) and the risk list dropdown. See docs/registration.md and
 * `risk-profile.ts` for the questionnaire and its scoring.
 *
 * Money-like figures (expected return, volatility) travel as decimal strings ("0.0650" = 6.50 % a year);
 * weights as integer basis points (10000 = 100 %) plus a display string ("35.00").
 */

export const riskLevelSchema = z.coerce.number().int().min(1).max(5);

const enumOf = <T extends Record<string, number>>(options: T) =>
  z.enum(Object.keys(options) as [keyof T & string, ...(keyof T & string)[]]);

export const riskAnswersSchema = z.object({
  horizon: enumOf(RiskQuestions.horizon),
  goal: enumOf(RiskQuestions.goal),
  reaction: enumOf(RiskQuestions.reaction),
  savingsShare: enumOf(RiskQuestions.savingsShare),
  incomeStability: enumOf(RiskQuestions.incomeStability),
}) satisfies z.ZodType<RiskAnswers>;

/** `GET /api/DropDown/getRiskList`. */
export const riskLevelItemSchema = z.object({
  riskLevel: z.number().int().min(1).max(5),
  /** A Shariah model portfolio (docs/shariah.md); the server always sends it. */
  shariah: z.boolean().optional(),
  /** e.g. 'Conservative'. */
  name: z.string(),
  description: z.string(),
  expectedReturn: z.string(),
  volatility: z.string(),
});
export type RiskLevelItem = z.infer<typeof riskLevelItemSchema>;
export const riskListResponseSchema = z.object({ result: z.array(riskLevelItemSchema) });

export const AssetClasses = ['EQUITY', 'FIXED_INCOME', 'SUKUK', 'REIT', 'GOLD', 'MONEY_MARKET'] as const;

export const allocationSchema = z.object({
  ticker: z.string(),
  name: z.string(),
  assetClass: z.enum(AssetClasses),
  /** Trading currency: MYR or USD. */
  currency: z.string(),
  exchange: z.string(),
  /** Integer basis points; the allocations of a portfolio add up to exactly 10000. */
  weightBps: z.number().int().min(0).max(10000),
  /** weightBps / 100 with two decimals, e.g. "35.00". */
  weightPercent: z.string(),
});
export type Allocation = z.infer<typeof allocationSchema>;

/**
 * `POST getETFRecommendation/{id}`: `id` is the RISK LEVEL (1–5) the app wants to show (usually the level the
 * questionnaire gave). The server caps it at the caller's maximum (knowledge cap of step 8 and, once saved, the
 * questionnaire level), so a client can look at lower levels but never be shown a higher one as theirs.
 * Body: `{}` or `{ clientId }` (must be the caller's).
 */
export const etfRecommendationRequestSchema = z.object({
  clientId: z.coerce.number().int().positive().optional(),
  /** The level's Shariah model portfolio (docs/shariah.md) instead of the conventional one. */
  shariah: z.boolean({ error: 'investment.shariahInvalid' }).optional(),
});
export const etfRecommendationSchema = z.object({
  requestedRiskLevel: z.number().int(),
  riskLevel: z.number().int().min(1).max(5),
  /** True when riskLevel is lower than requested. */
  capped: z.boolean(),
  /** The caller's maximum level (knowledge cap). */
  maxRiskLevel: z.number().int().min(1).max(5),
  /** The Shariah model portfolio of the level (docs/shariah.md); the server always sends it. */
  shariah: z.boolean().optional(),
  name: z.string(),
  description: z.string(),
  /** Decimal strings, a year: "0.0650" = 6.5 %. */
  expectedReturn: z.string(),
  volatility: z.string(),
  allocations: z.array(allocationSchema),
  /** Plain-words explanation of the portfolio (and of the cap when capped). */
  explanation: z.string(),
});
export type EtfRecommendation = z.infer<typeof etfRecommendationSchema>;
export const etfRecommendationResponseSchema = z.object({ result: etfRecommendationSchema });

/**
 * `POST saveInvestmentProfile` / `updateInvestmentProfile` (and `/api/clientProfile/updateInvestmentProfile`).
 * `riskLevel` is the level the client picks: at most the scored level (after caps); omit to take it.
 */
export const saveInvestmentProfileRequestSchema = z.object({
  clientId: z.coerce.number().int().positive().optional(),
  answers: riskAnswersSchema,
  riskLevel: z.number().int().min(1).max(5).optional(),
  /**
   * Whether the client wants Shariah-compliant investments (docs/shariah.md): their first goal then holds the
   * Shariah model portfolio. Left out, the earlier answer stands (false at first).
   */
  shariah: z.boolean({ error: 'investment.shariahInvalid' }).optional(),
});
export type SaveInvestmentProfileRequest = z.infer<typeof saveInvestmentProfileRequestSchema>;

export const investmentProfileSchema = z.object({
  clientId: z.number().int(),
  answers: riskAnswersSchema,
  /** 0–20. */
  score: z.number().int(),
  /** What the score alone gives. */
  scoredRiskLevel: z.number().int().min(1).max(5),
  /** The highest level allowed (after the short-horizon and knowledge caps). */
  maxRiskLevel: z.number().int().min(1).max(5),
  capReason: z.enum(['SHORT_HORIZON', 'KNOWLEDGE']).nullable(),
  /** The chosen level: the model portfolio the client will hold. */
  riskLevel: z.number().int().min(1).max(5),
  /** Wants Shariah-compliant investments: the level's Shariah model portfolio; the server always sends it. */
  shariah: z.boolean().optional(),
  riskLevelName: z.string(),
  updatedAt: z.string(),
});
export type InvestmentProfile = z.infer<typeof investmentProfileSchema>;

/** GET answers null before the first save. */
export const investmentProfileResponseSchema = z.object({ result: investmentProfileSchema.nullable() });
export const saveInvestmentProfileResponseSchema = z.object({
  result: investmentProfileSchema.extend({ currentStep: z.number().int() }),
});
