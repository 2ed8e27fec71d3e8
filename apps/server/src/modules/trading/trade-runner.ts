import type { Db } from '../../db/connection';
import { tradeRunDuration } from '../../metrics/registry';
import type { IsoDate } from '../../providers/market-data/market-data-provider';
import { runTradeDate, type TradeRunSummary, type TradeStep } from './trade-run';

/** The trade run as the job and the staff route call it: the composition root's steps, prices made sure of first. */
export interface TradeRunner {
  run(tradeDate: IsoDate): Promise<TradeRunSummary>;
}

export function createTradeRunner(options: {
  db: Db;
  steps: readonly TradeStep[];
  /** Makes sure the date's closes are stored (the market data sync); a real feed may not have them yet. */
  ensurePrices?: (tradeDate: IsoDate) => Promise<void>;
}): TradeRunner {
  return {
    async run(tradeDate) {
      // Timed for the metrics (docs/operations.md "Metrics, health and alerts"), failed runs too.
      const end = tradeRunDuration.startTimer();
      try {
        const summary = await runTradeDate(options.db, tradeDate, options.steps, { beforeRun: options.ensurePrices });
        end({ outcome: 'completed' });
        return summary;
      } catch (err) {
        end({ outcome: 'failed' });
        throw err;
      }
    },
  };
}
