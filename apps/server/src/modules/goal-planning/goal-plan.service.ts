import { isActiveStatus } from '@harta/contracts/client-status';
import { messagesEn } from '@harta/contracts/messages';
import { formatSen, parseMinorUnits, SEN_SCALE } from '@harta/contracts/money';
import {
  GoalPlanStatus,
  type GoalPlan,
  type GoalPlanRequest,
  type GoalPlanSummary,
} from '@harta/contracts/schemas/goal-plans';
import type { Db } from '../../db/connection';
import { ForbiddenError, NotFoundError, ValidationError } from '../../plugins/errors/app-error';
import { findOwnPortfolio, listClientPortfolios, type PortfolioRow } from '../portfolios/portfolio.repository';
import { valuePortfolio, valuePortfolios, type PortfolioValuation } from '../portfolios/portfolio-valuation';
import { orPricesUnavailable } from '../portfolios/prices-unavailable';
import { findGoalPlan, findGoalPlans, saveGoalPlan, type GoalPlanRow } from './goal-plan.repository';
import { addMonths, wholeMonthsBetween } from './plan-dates';
import { GoalSimulation, PROJECTION_MAX_MONTHS } from './projection';
import { projectionAssumptions, type LevelAssumptions } from './projection-assumptions';

/** Without a target the band is shown for ten years: far enough to show what saving does, near enough to read. */
export const HORIZON_WITHOUT_TARGET_MONTHS = 120;

export interface GoalPlanCaller {
  clientId: number;
  status: string;
}

/**
 * Recent runs by their inputs: the dashboard and the goal page ask for the same goal's band again and again in a
 * day, and a run with 2,000 paths over decades takes tens of milliseconds. The deposit is applied to a run after
 * it (projection.ts), so a new planned deposit reuses the run.
 */
const recentRuns = new Map<string, GoalSimulation>();
const RECENT_RUNS_KEPT = 256;

function simulationFor(valueSen: bigint, months: number, assumptions: LevelAssumptions): GoalSimulation {
  const key = `${valueSen}|${months}|${assumptions.expectedReturnPercent}|${assumptions.volatilityPercent}`;
  const known = recentRuns.get(key);
  if (known) {
    recentRuns.delete(key);
    recentRuns.set(key, known);
    return known;
  }
  const run = new GoalSimulation(valueSen, months, assumptions.model);
  recentRuns.set(key, run);
  if (recentRuns.size > RECENT_RUNS_KEPT) recentRuns.delete(recentRuns.keys().next().value!);
  return run;
}

/** Value against target in percent, one decimal, rounded down (99.96 % is not yet 100 %). */
function progressPercent(valueSen: bigint, targetSen: bigint): number {
  const tenths = valueSen <= 0n ? 0n : (valueSen * 1000n) / targetSen;
  return Number(tenths) / 10;
}

/** The plan and projection of a portfolio already known to be the caller's. */
export async function planOf(
  db: Db,
  portfolio: PortfolioRow,
  plan: GoalPlanRow | undefined,
  today: string,
  /** The portfolio's value when the caller has valued it already (the summary values every goal at once). */
  valued?: PortfolioValuation,
): Promise<GoalPlan> {
  const [valuation, assumptions] = await Promise.all([
    valued ?? orPricesUnavailable(() => valuePortfolio(db, portfolio.id)),
    projectionAssumptions(db, portfolio.riskLevel, portfolio.shariah),
  ]);
  const valueSen = valuation.totalSen;
  const monthlyDepositSen = plan?.monthlyDepositSen ?? 0n;
  const target =
    plan?.targetAmountSen != null && plan.targetDate != null
      ? { amountSen: plan.targetAmountSen, date: plan.targetDate }
      : null;
  const months = target
    ? Math.min(PROJECTION_MAX_MONTHS, wholeMonthsBetween(today, target.date))
    : HORIZON_WITHOUT_TARGET_MONTHS;

  let points: GoalPlan['projection']['points'];
  let status: GoalPlan['projection']['status'] = null;
  let depositForTarget: string | null = null;
  if (months >= 1) {
    const run = simulationFor(valueSen, months, assumptions);
    points = run.band(monthlyDepositSen).map((point) => ({
      date: addMonths(today, point.month),
      low: formatSen(point.lowSen),
      median: formatSen(point.medianSen),
      high: formatSen(point.highSen),
    }));
    if (target) {
      status =
        run.medianAtHorizon(Number(monthlyDepositSen)) >= Number(target.amountSen)
          ? GoalPlanStatus.OnTrack
          : GoalPlanStatus.NeedsAttention;
      depositForTarget = formatSen(run.depositForMedian(target.amountSen));
    }
  } else {
    // The target date has come (or is within the month): what is there is what there is.
    const now = formatSen(valueSen);
    points = [{ date: today, low: now, median: now, high: now }];
    if (target) status = valueSen >= target.amountSen ? GoalPlanStatus.OnTrack : GoalPlanStatus.NeedsAttention;
  }

  return {
    guid: portfolio.guid,
    goalName: portfolio.goalName,
    riskLevel: portfolio.riskLevel,
    currentValue: formatSen(valueSen),
    target: target ? { amount: formatSen(target.amountSen), date: target.date } : null,
    monthlyDeposit: formatSen(monthlyDepositSen),
    progressPercent: target ? progressPercent(valueSen, target.amountSen) : null,
    assumptions: {
      expectedReturnPercent: assumptions.expectedReturnPercent,
      volatilityPercent: assumptions.volatilityPercent,
    },
    projection: { points, status, depositForTarget },
  };
}

async function ownPortfolio(db: Db, caller: GoalPlanCaller, guid: string): Promise<PortfolioRow> {
  const portfolio = await findOwnPortfolio(db, caller.clientId, guid);
  if (!portfolio) throw new NotFoundError();
  return portfolio;
}

/** The caller's goal's plan and projection; another client's (or an unknown) guid answers 404. */
export async function getGoalPlan(db: Db, caller: GoalPlanCaller, guid: string, today: string): Promise<GoalPlan> {
  const portfolio = await ownPortfolio(db, caller, guid);
  return planOf(db, portfolio, await findGoalPlan(db, portfolio.id), today);
}

/** Sets the caller's goal's target and planned monthly deposit (approved clients, as adding and renaming goals). */
export async function updateGoalPlan(
  db: Db,
  caller: GoalPlanCaller,
  guid: string,
  request: GoalPlanRequest,
  today: string,
): Promise<GoalPlan> {
  if (!isActiveStatus(caller.status)) throw new ForbiddenError(messagesEn['portfolios.notActive']);
  const portfolio = await ownPortfolio(db, caller, guid);
  if (request.targetDate !== null) {
    const months = wholeMonthsBetween(today, request.targetDate);
    if (months < 1 || months > PROJECTION_MAX_MONTHS) {
      throw new ValidationError(
        [{ path: 'targetDate', message: 'goalPlan.targetDateRange' }],
        messagesEn['goalPlan.targetDateRange'],
      );
    }
  }
  const plan = await saveGoalPlan(db, {
    portfolioId: portfolio.id,
    targetAmountSen: request.targetAmount === null ? null : parseMinorUnits(request.targetAmount, SEN_SCALE),
    targetDate: request.targetDate,
    monthlyDepositSen: parseMinorUnits(request.monthlyDeposit, SEN_SCALE) ?? 0n,
  });
  return planOf(db, portfolio, plan, today);
}

/** Every goal of the caller that has a plan, at a glance (oldest goal first), for the dashboard's cards. */
export async function listGoalPlanSummaries(db: Db, caller: GoalPlanCaller, today: string): Promise<GoalPlanSummary[]> {
  const portfolios = await listClientPortfolios(db, caller.clientId);
  const plans = await findGoalPlans(
    db,
    portfolios.map((p) => p.id),
  );
  const planned = portfolios.filter((p) => plans.has(p.id));
  if (planned.length === 0) return [];
  // One valuation of every planned goal, not one per goal.
  const valuations = await orPricesUnavailable(() =>
    valuePortfolios(
      db,
      planned.map((p) => p.id),
    ),
  );
  const summaries: GoalPlanSummary[] = [];
  for (const portfolio of planned) {
    const full = await planOf(db, portfolio, plans.get(portfolio.id), today, valuations.get(portfolio.id));
    summaries.push({
      guid: full.guid,
      target: full.target,
      monthlyDeposit: full.monthlyDeposit,
      progressPercent: full.progressPercent,
      status: full.projection.status,
    });
  }
  return summaries;
}
