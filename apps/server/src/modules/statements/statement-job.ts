import type { JobLogger } from '../jobs/job-queue';
import { malaysiaDate } from '../portfolios/portfolio-valuation';
import { parsePeriod, previousMonth, yearPeriod, type StatementPeriod } from './statement-period';
import { produceStatement, type StatementDeps } from './statement-service';
import { clientsDueForStatement } from './statements.repository';

/** Clients per database page: the job holds one page of ids at a time, whatever the number of clients. */
const PAGE = 200;

export interface StatementRunSummary {
  period: string;
  produced: number;
  failed: number;
}

/**
 * Produces a period's statement for every client who had a portfolio by its end and has none yet. Chunked by
 * pages of client ids (keyset), so memory stays flat; idempotent, since a client with a stored statement is no
 * longer "due" and the index refuses a second one. A client whose statement fails (e.g. a close missing) is
 * logged and skipped; the run then throws so that pg-boss retries it, and the retry picks up only those left.
 */
export async function produceStatementsForPeriod(
  deps: StatementDeps,
  period: StatementPeriod,
  logger: JobLogger,
): Promise<StatementRunSummary> {
  let after = 0;
  let produced = 0;
  let failed = 0;
  for (;;) {
    const clientIds = await clientsDueForStatement(deps.db, period.kind, period.start, period.end, after, PAGE);
    if (clientIds.length === 0) break;
    for (const clientId of clientIds) {
      try {
        if ((await produceStatement(deps, clientId, period))?.created) produced += 1;
      } catch (err) {
        failed += 1;
        logger.warn({ err, clientId, period: period.label }, 'statement not produced; the retry will try again');
      }
    }
    after = clientIds.at(-1)!;
  }
  const summary = { period: period.label, produced, failed };
  if (failed > 0) throw new Error(`statements ${period.label}: ${failed} failed (${produced} produced)`);
  return summary;
}

/**
 * The monthly job's periods: the month before today (Malaysia), plus the previous calendar year's annual summary
 * when that month is December. `data.period` ('2026-10' or '2025') runs one period on demand (catch-up, staff).
 */
export function periodsToProduce(data: { period?: string }, now: Date): StatementPeriod[] {
  if (data.period) {
    const period = parsePeriod(data.period);
    if (!period) throw new Error(`statement job: not a period: ${data.period}`);
    return [period];
  }
  const month = previousMonth(malaysiaDate(now));
  return month.label.endsWith('-12') ? [month, yearPeriod(Number(month.label.slice(0, 4)))] : [month];
}
