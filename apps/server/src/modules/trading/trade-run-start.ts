import { ErrorCode } from '@harta/contracts/errors';
import { formatMessage } from '@harta/contracts/messages';
import type { Db } from '../../db/connection';
import { AppError } from '../../plugins/errors/app-error';
import type { IsoDate } from '../../providers/market-data/market-data-provider';
import { writeAudit } from '../audit/audit-log';
import { PricesMissingError } from './trade-context';
import type { TradeRunSummary } from './trade-run';
import { TradeRunRefusedError } from './trade-run-guard';
import type { TradeRunner } from './trade-runner';

export interface StartTradeRunDeps {
  db: Db;
  runner: TradeRunner;
}

/**
 * A staff member starts the run of a trade date (docs/money.md "Trade run"): audited `trade-run.start`, then the run
 * (with its checks), then `trade-run.complete` with what each step did. A refused date (a weekend or holiday, a
 * future date, a date before its cut-off, closes not all in) is answered 409 with the reason, audited
 * `trade-run.refused`, and runs nothing. The one entry point the route calls, so whatever wraps the start (an
 * approval by a second member) wraps this function.
 */
export async function startTradeRun(
  deps: StartTradeRunDeps,
  tradeDate: IsoDate,
  actor: { staffId: string; requestId: string },
): Promise<TradeRunSummary> {
  const audit = (action: string, details?: Record<string, unknown>) =>
    writeAudit(deps.db, {
      actor: actor.staffId,
      action,
      subjectType: 'trade_run',
      subjectId: tradeDate,
      ...(details ? { details } : {}),
      requestId: actor.requestId,
    });
  await audit('trade-run.start');
  try {
    const summary = await deps.runner.run(tradeDate);
    await audit('trade-run.complete', { attempts: summary.attempts, steps: summary.steps });
    return summary;
  } catch (error) {
    if (error instanceof TradeRunRefusedError) {
      await audit('trade-run.refused', { refusal: error.refusal, message: error.message });
      throw new AppError(409, ErrorCode.Conflict, error.message);
    }
    if (error instanceof PricesMissingError) {
      throw new AppError(409, ErrorCode.Conflict, formatMessage('trading.pricesMissing', { date: tradeDate }));
    }
    throw error;
  }
}
