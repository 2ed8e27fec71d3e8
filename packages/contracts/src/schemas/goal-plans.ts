import { z } from 'zod';
import { MAX_DECIMAL_TEXT_LENGTH, parseMinorUnits, SEN_SCALE } from '../money';
import { boundedString } from '../validators';

/**
 * A goal's plan (docs/goals.md): an optional target (an amount by a date), the deposit the client plans each month,
 * and the projection of where the goal may be by then. Paths in `ApiPaths.portfolios.plan`. Validation messages
 * are message keys (contracts `messagesEn`), translated where they are shown.
 */

/** The largest target: RM 100 million, far above any retail goal, low enough that no figure overflows. */
export const GOAL_TARGET_MAX_SEN = 10_000_000_000n;
/** The largest planned monthly deposit: RM 1 million. */
export const GOAL_MONTHLY_DEPOSIT_MAX_SEN = 100_000_000n;
/** A target date is at least a month and at most 50 years away (the projection's horizon). */
export const GOAL_TARGET_MAX_YEARS = 50;

const ringgit = (minSen: bigint, maxSen: bigint, messages: { format: string; range: string }) =>
  boundedString({ error: messages.format }, MAX_DECIMAL_TEXT_LENGTH, messages.format)
    .trim()
    .refine((text) => parseMinorUnits(text, SEN_SCALE) !== null, { error: messages.format })
    .refine(
      (text) => {
        const sen = parseMinorUnits(text, SEN_SCALE) ?? -1n;
        return sen >= minSen && sen <= maxSen;
      },
      { error: messages.range },
    );

/** 'YYYY-MM-DD' that is a real calendar date. */
const calendarDateSchema = boundedString({ error: 'goalPlan.targetDateInvalid' }, 10, 'goalPlan.targetDateInvalid')
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'goalPlan.targetDateInvalid' })
  .refine(
    (text) => {
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
    },
    { error: 'goalPlan.targetDateInvalid' },
  );

/**
 * `PUT /api/portfolios/{guid}/plan`: the target (amount and date together, or neither) and the planned monthly
 * deposit. Whether the date is far enough ahead depends on today, so the server checks that (goalPlan.targetDateRange).
 */
export const goalPlanRequestSchema = z
  .object({
    targetAmount: ringgit(100n, GOAL_TARGET_MAX_SEN, {
      format: 'goalPlan.targetAmountFormat',
      range: 'goalPlan.targetAmountRange',
    }).nullable(),
    targetDate: calendarDateSchema.nullable(),
    monthlyDeposit: ringgit(0n, GOAL_MONTHLY_DEPOSIT_MAX_SEN, {
      format: 'goalPlan.monthlyDepositFormat',
      range: 'goalPlan.monthlyDepositRange',
    }),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.targetAmount !== null && value.targetDate === null) {
      ctx.addIssue({ code: 'custom', path: ['targetDate'], message: 'goalPlan.targetDateRequired' });
    }
    if (value.targetAmount === null && value.targetDate !== null) {
      ctx.addIssue({ code: 'custom', path: ['targetAmount'], message: 'goalPlan.targetAmountRequired' });
    }
  });
export type GoalPlanRequest = z.input<typeof goalPlanRequestSchema>;

export const GoalPlanStatus = { OnTrack: 'ON_TRACK', NeedsAttention: 'NEEDS_ATTENTION' } as const;
export type GoalPlanStatus = (typeof GoalPlanStatus)[keyof typeof GoalPlanStatus];

const bandPointSchema = z.object({
  /** The month's date ('YYYY-MM-DD'), today for the first point. */
  date: z.string(),
  /** 10th percentile, ringgit with two decimals. */
  low: z.string(),
  median: z.string(),
  /** 90th percentile. */
  high: z.string(),
});
export type GoalBandPoint = z.infer<typeof bandPointSchema>;

export const goalPlanSchema = z.object({
  guid: z.string(),
  goalName: z.string(),
  riskLevel: z.number().int().min(1).max(5),
  /** The goal's value today (cash and units at the latest closes). */
  currentValue: z.string(),
  target: z.object({ amount: z.string(), date: z.string() }).nullable(),
  /** The deposit planned at the end of each month, ringgit ("0.00" when none). */
  monthlyDeposit: z.string(),
  /** Value against target, in percent with one decimal (may exceed 100); null without a target. */
  progressPercent: z.number().nullable(),
  /** The model portfolio's assumptions the projection uses, after fees (system parameters PROJECTION.*). */
  assumptions: z.object({ expectedReturnPercent: z.string(), volatilityPercent: z.string() }),
  projection: z.object({
    /** The band from today to the target date (or ten years without a target). */
    points: z.array(bandPointSchema),
    /** Null without a target. */
    status: z.enum([GoalPlanStatus.OnTrack, GoalPlanStatus.NeedsAttention]).nullable(),
    /** The monthly deposit, in whole ringgit, that brings the median to the target; null without a target. */
    depositForTarget: z.string().nullable(),
  }),
});
export type GoalPlan = z.infer<typeof goalPlanSchema>;

export const goalPlanResponseSchema = z.object({ result: goalPlanSchema });

/** One goal's plan at a glance, for its card on the dashboard. */
export const goalPlanSummarySchema = z.object({
  guid: z.string(),
  target: z.object({ amount: z.string(), date: z.string() }).nullable(),
  monthlyDeposit: z.string(),
  progressPercent: z.number().nullable(),
  status: z.enum([GoalPlanStatus.OnTrack, GoalPlanStatus.NeedsAttention]).nullable(),
});
export type GoalPlanSummary = z.infer<typeof goalPlanSummarySchema>;

/** `GET /api/portfolios/plans`: every goal of the caller that has a plan (a goal without one is not listed). */
export const goalPlanSummariesResponseSchema = z.object({
  result: z.object({ plans: z.array(goalPlanSummarySchema) }),
});
