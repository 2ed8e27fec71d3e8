import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { tradeRuns } from '../../db/schema/trading';
import type { IsoDate } from '../../providers/market-data/market-data-provider';

/**
 * A date's trade run (docs/money.md "Trade run"): the steps the composition root lists (app.ts `tradeSteps`),
 * in that order: the sell steps first (withdrawals, transfers), whose proceeds are cash, then the invest step,
 * which buys every portfolio's settled cash into its model weights.
 *
 * Each step is idempotent unit by unit (one withdrawal, one transfer, one portfolio's investment, each in its own
 * database transaction under its own journal key). So a run that crashed simply runs again: what committed is
 * found done and skipped, what did not is done now. Running a date again on demand does only what is new.
 */
export interface TradeStep {
  name: string;
  /** Runs the step for the date; may answer counts for the run's record (e.g. { invested: 12 }). */
  run(db: Db, tradeDate: string): Promise<void | StepReport>;
}

export type StepReport = Record<string, number | string>;

export interface TradeRunSummary {
  tradeDate: IsoDate;
  status: 'COMPLETED';
  attempts: number;
  steps: Record<string, StepReport & { completedAt: string }>;
}

export interface TradeRunOptions {
  /** Runs before the first step, e.g. making sure the date's closes are stored. */
  beforeRun?: (tradeDate: IsoDate) => Promise<void>;
}

/** Runs the steps for the date, in order, recording the attempt and each step's outcome in `trade_runs`. */
export async function runTradeDate(
  db: Db,
  tradeDate: IsoDate,
  steps: readonly TradeStep[],
  options: TradeRunOptions = {},
): Promise<TradeRunSummary> {
  const [run] = await db
    .insert(tradeRuns)
    .values({ tradeDate, status: 'RUNNING' })
    .onConflictDoUpdate({
      target: tradeRuns.tradeDate,
      set: {
        status: 'RUNNING',
        attempts: sql`${tradeRuns.attempts} + 1`,
        steps: sql`'{}'::jsonb`,
        startedAt: sql`now()`,
        completedAt: null,
      },
    })
    .returning({ attempts: tradeRuns.attempts });

  await options.beforeRun?.(tradeDate);
  const reports: TradeRunSummary['steps'] = {};
  for (const step of steps) {
    const report = { ...((await step.run(db, tradeDate)) ?? {}), completedAt: new Date().toISOString() };
    reports[step.name] = report;
    await db
      .update(tradeRuns)
      .set({ steps: sql`${tradeRuns.steps} || ${JSON.stringify({ [step.name]: report })}::jsonb` })
      .where(eq(tradeRuns.tradeDate, tradeDate));
  }
  await db
    .update(tradeRuns)
    .set({ status: 'COMPLETED', completedAt: sql`now()` })
    .where(eq(tradeRuns.tradeDate, tradeDate));
  return { tradeDate, status: 'COMPLETED', attempts: run!.attempts, steps: reports };
}
