import { z } from 'zod';
import { holdingSchema } from './portfolios';

/**
 * What the dashboard and the performance pages show (issue #12; docs/returns.md). Money travels as decimal strings
 * in ringgit with two decimals ("1234.50"), returns as decimal fractions with six decimals ("0.031250" = 3.125%),
 * never as floats. A figure that cannot be computed is null with a reason the page explains, never NaN.
 */

/** The periods of the performance page; 3Y and since inception (SI) are annualised when longer than a year. */
export const RETURN_PERIODS = ['1M', '3M', '6M', 'YTD', '1Y', '3Y', 'SI'] as const;
export type ReturnPeriod = (typeof RETURN_PERIODS)[number];

/**
 * Why a return is missing:
 * - NO_HISTORY: the portfolio (or the client) is younger than the period, or has no valuation yet;
 * - NO_MONEY: nothing was invested during the period (a zero balance throughout);
 */
export const RETURN_UNAVAILABLE_REASONS = ['NO_HISTORY', 'NO_MONEY'] as const;
export type ReturnUnavailableReason = (typeof RETURN_UNAVAILABLE_REASONS)[number];

/** Why the money-weighted return alone is missing (see `mwrUnavailableReason`). */
export const MWR_UNAVAILABLE_REASONS = ['NOT_CONVERGED'] as const;
export type MwrUnavailableReason = (typeof MWR_UNAVAILABLE_REASONS)[number];

export const periodReturnSchema = z.object({
  period: z.enum(RETURN_PERIODS),
  /** First and last valuation dates used (YYYY-MM-DD); null when there were none. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** Time-weighted return: how the investments did, whatever the timing of deposits and withdrawals. */
  twr: z.string().nullable(),
  /** Money-weighted return (from XIRR): how the client's own money did, timing included. */
  mwr: z.string().nullable(),
  /** True when `twr` and `mwr` are per year (periods longer than a year); otherwise over the period itself. */
  annualised: z.boolean(),
  /** Gain in ringgit over the period: closing value − opening value − net flows. */
  gain: z.string().nullable(),
  unavailableReason: z.enum(RETURN_UNAVAILABLE_REASONS).nullable(),
  /**
   * Why `mwr` alone is null while the period has figures: NOT_CONVERGED = no rate solves the period's cash flows
   * (XIRR found none). Absent when `mwr` is there or the whole period is unavailable.
   */
  mwrUnavailableReason: z.enum(MWR_UNAVAILABLE_REASONS).optional(),
});
export type PeriodReturn = z.infer<typeof periodReturnSchema>;

/** A slice of an allocation: an asset class (EQUITY, FIXED_INCOME, ...) or a region code (see etf-regions). */
export const allocationSliceSchema = z.object({
  key: z.string(),
  value: z.string(),
  /** Share of the invested value in basis points; the slices of one allocation add up to 10000 (or all 0). */
  weightBps: z.number().int().min(0).max(10000),
});
export type AllocationSlice = z.infer<typeof allocationSliceSchema>;

export const dashboardPortfolioSchema = z.object({
  guid: z.string(),
  goalName: z.string(),
  riskLevel: z.number().int().min(1).max(5),
  riskLevelName: z.string(),
  /** A Shariah goal (docs/shariah.md): the dashboard's goal card says so. The server always sends it. */
  shariah: z.boolean().optional(),
  value: z.string(),
  /** Deposits + transfers in − withdrawals − transfers out, to date. */
  netDeposits: z.string(),
  /** value − netDeposits. */
  totalReturn: z.string(),
  /** Time-weighted since inception (not annualised); null with the period's reason when not computable. */
  totalReturnRate: z.string().nullable(),
  /** Why `totalReturnRate` is null (fewer than two valuations, or no money yet); absent or null when it is there. */
  totalReturnRateUnavailableReason: z.enum(RETURN_UNAVAILABLE_REASONS).nullable().optional(),
  /** By asset class, at the valuation's closes. */
  allocation: z.array(allocationSliceSchema),
  /**
   * Money paid in after the valuation date (settled deposits, rewards), not in `value` yet: the next valuation
   * counts it (docs/dashboard-and-performance.md "One valuation"). "0.00" when none.
   */
  paidSinceValuation: z.string().optional(),
  /** The units held now at the valuation's closes (the same date as `value`), for the card's table. */
  holdings: z.array(holdingSchema).optional(),
  /** A risk-level switch under way: its new level and the trade date it is made at. */
  switchInProgress: z
    .object({ toRiskLevel: z.number().int().min(1).max(5), toRiskLevelName: z.string(), tradeDate: z.string() })
    .nullable()
    .optional(),
});
export type DashboardPortfolio = z.infer<typeof dashboardPortfolioSchema>;

export const pendingTransactionSchema = z.object({
  /** The transaction's public id (as in the transactions listing). */
  id: z.string(),
  /** DEPOSIT, WITHDRAWAL, TRANSFER, ... as in `transactions.ts`. */
  type: z.string(),
  status: z.string(),
  amount: z.string().nullable(),
  goalName: z.string().nullable(),
  createdAt: z.string(),
  /**
   * The trade date the money is invested (a paid deposit) or the request is traded (a switch, withdrawal or
   * transfer) at, when known.
   */
  tradeDate: z.string().nullable().optional(),
  /**
   * Where it stands, in the client's words: AT_BANK (a deposit not paid yet), TO_BE_INVESTED (paid, waiting for its
   * trade date; its status is already COMPLETED), REQUESTED (waiting for its trade date), PROCESSING (traded, being
   * paid out).
   */
  stage: z.enum(['AT_BANK', 'TO_BE_INVESTED', 'REQUESTED', 'PROCESSING']).optional(),
});
export type PendingTransaction = z.infer<typeof pendingTransactionSchema>;

/** `GET /api/dashboard/getDashBoardSummary` (spec section 7), answered as `{ result }`. */
export const dashboardSummarySchema = z.object({
  /** The latest valuation date behind the figures; null before the first valuation. */
  asOf: z.string().nullable(),
  totalValue: z.string(),
  netDeposits: z.string(),
  totalReturn: z.string(),
  totalReturnRate: z.string().nullable(),
  /** As on each portfolio. */
  totalReturnRateUnavailableReason: z.enum(RETURN_UNAVAILABLE_REASONS).nullable().optional(),
  portfolios: z.array(dashboardPortfolioSchema),
  /** Sum of the portfolios' `paidSinceValuation`: shown as its own line, never added into `totalValue`. */
  paidSinceValuation: z.string().optional(),
  /**
   * Deposits (at the bank, or paid and waiting for their trade date), withdrawals, transfers and switches not yet
   * final, newest first.
   */
  pending: z.array(pendingTransactionSchema),
  /**
   * True while a deposit is at the bank or paid and not invested yet: the page shows the pending deposit modal.
   */
  hasProcessingDeposit: z.boolean(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
export const dashboardSummaryResponseSchema = z.object({ result: dashboardSummarySchema });

export const performanceHoldingSchema = z.object({
  ticker: z.string(),
  name: z.string(),
  assetClass: z.string(),
  region: z.string(),
  units: z.string(),
  /** The close used, in the listing currency, and that currency ('MYR' or 'USD'). */
  price: z.string(),
  currency: z.string(),
  priceDate: z.string(),
  value: z.string(),
  /** What the units held cost (average cost, ringgit); gain = value − cost. */
  cost: z.string(),
  gain: z.string(),
  weightBps: z.number().int().min(0).max(10000),
});
export type PerformanceHolding = z.infer<typeof performanceHoldingSchema>;

/** `GET /api/performance?portfolio=<guid>` (one portfolio) or without it (all the client's portfolios). */
export const performanceQuerySchema = z.object({ portfolio: z.string().max(100).optional() });

export const performanceSchema = z.object({
  /** 'ALL' or the portfolio's guid. */
  scope: z.string(),
  asOf: z.string().nullable(),
  value: z.string(),
  netDeposits: z.string(),
  returns: z.array(periodReturnSchema),
  /**
   * The chart's points: value against net deposits, oldest first, equal lengths. Daily for the latest year, weekly
   * and month-end before it (docs/returns.md "GET /api/performance").
   */
  series: z.object({
    dates: z.array(z.string()),
    values: z.array(z.string()),
    netDeposits: z.array(z.string()),
  }),
  allocation: z.object({
    byAssetClass: z.array(allocationSliceSchema),
    byRegion: z.array(allocationSliceSchema),
  }),
  holdings: z.array(performanceHoldingSchema),
});
export type Performance = z.infer<typeof performanceSchema>;
export const performanceResponseSchema = z.object({ result: performanceSchema });
