import { max } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { marketPrices } from '../../db/schema/market-data';
import type { IsoDate, MarketDataProvider } from '../../providers/market-data/market-data-provider';
import { fillFromProvider } from './price-store';

/** The sandbox's seed: the same prices on every installation (its golden hash test pins the generator). */
export const SANDBOX_SEED = 20_180_101;

/** The first date the sandbox fills from when the database has no prices: well over five years of history. */
export const HISTORY_FROM: IsoDate = '2018-01-01';

/**
 * Brings the stored closes up to `through` (docs/money.md "Market data"): from the latest stored date (re-read,
 * harmlessly: the provider gives the same values again) or, on an empty database, from HISTORY_FROM. Runs at start
 * and each weekday morning (modules/jobs), and before a trade run for its date. Answers the rows written.
 */
export async function syncMarketData(db: Db, provider: MarketDataProvider, through: IsoDate): Promise<number> {
  const [row] = await db.select({ latest: max(marketPrices.tradeDate) }).from(marketPrices);
  const latest = row?.latest ?? null;
  if (latest !== null && latest >= through) return 0;
  return fillFromProvider(db, provider, latest ?? HISTORY_FROM, through);
}
