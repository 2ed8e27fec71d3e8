import type { Db } from '../../db/connection';
import { tradeRunDuration } from '../../metrics/registry';
import type { IsoDate } from '../../providers/market-data/market-data-provider';
import { loadTradeCalendar } from './trade-calendar-settings';
import { closesStatus } from './trade-date-closes';
import { runTradeDate, type TradeRunSummary, type TradeStep } from './trade-run';
import { closesRefusal, dateRefusal } from './trade-run-guard';

/**
 * The trade run as the job and the staff route call it: the composition root's steps, after the checks of
 * trade-run-guard.ts (a trade date, not after today, its cut-off passed, then every close it needs stored).
 */
export interface TradeRunner {
  /** Throws TradeRunRefusedError (nothing run, nothing recorded) when the date may not run now. */
  run(tradeDate: IsoDate): Promise<TradeRunSummary>;
  /**
   * Asks the market data for the date's closes (what the run does first), so the Trade run page shows whether they
   * are in now; only for a date that may otherwise run (never a future one).
   */
  fetchCloses?(tradeDate: IsoDate): Promise<void>;
}

export function createTradeRunner(options: {
  db: Db;
  steps: readonly TradeStep[];
  /** Makes sure the date's closes are stored (the market data sync); a real feed may not have them yet. */
  ensurePrices?: (tradeDate: IsoDate) => Promise<void>;
  /** The clock the checks read (tests move it). */
  now?: () => Date;
}): TradeRunner {
  const now = options.now ?? (() => new Date());
  return {
    async fetchCloses(tradeDate) {
      if (dateRefusal(tradeDate, now(), await loadTradeCalendar(options.db))) return;
      await options.ensurePrices?.(tradeDate);
    },
    async run(tradeDate) {
      const refused = dateRefusal(tradeDate, now(), await loadTradeCalendar(options.db));
      if (refused) throw refused;
      // Timed for the metrics (docs/operations.md "Metrics, health and alerts"), failed runs too; a refused date
      // above is not a run.
      const end = tradeRunDuration.startTimer();
      try {
        await options.ensurePrices?.(tradeDate);
        const missing = closesRefusal(tradeDate, await closesStatus(options.db, tradeDate));
        if (missing) throw missing;
        const summary = await runTradeDate(options.db, tradeDate, options.steps);
        end({ outcome: 'completed' });
        return summary;
      } catch (err) {
        end({ outcome: 'failed' });
        throw err;
      }
    },
  };
}
