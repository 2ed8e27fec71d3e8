import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { marketPrices } from '../../db/schema/market-data';
import { etfs } from '../../db/schema/portfolio';
import { USD_MYR, type IsoDate } from '../../providers/market-data/market-data-provider';

/**
 * Which closes of a trade date are stored, by source (docs/money.md "Trade run"): Bursa Malaysia's for the ringgit
 * ETFs, the US exchange's for the US-dollar ETFs, and the USD/MYR rate. A run needs all of them: without one, a
 * portfolio holding that fund could not be valued or traded at the date's prices.
 */
export interface ClosesStatus {
  bursa: { expected: number; stored: number; missing: string[] };
  us: { expected: number; stored: number; missing: string[] };
  usdMyr: boolean;
  /** Every close the date needs is stored. */
  complete: boolean;
}

export async function closesStatus(db: Pick<Db, 'select'>, tradeDate: IsoDate): Promise<ClosesStatus> {
  const universe = await db.select({ ticker: etfs.ticker, currency: etfs.currency }).from(etfs);
  const stored = new Set(
    (
      await db
        .select({ symbol: marketPrices.symbol })
        .from(marketPrices)
        .where(
          and(
            eq(marketPrices.tradeDate, tradeDate),
            inArray(marketPrices.symbol, [...universe.map((e) => e.ticker), USD_MYR]),
          ),
        )
    ).map((r) => r.symbol),
  );
  const source = (currency: string) => {
    const tickers = universe.filter((e) => e.currency === currency).map((e) => e.ticker);
    const missing = tickers.filter((t) => !stored.has(t)).sort();
    return { expected: tickers.length, stored: tickers.length - missing.length, missing };
  };
  const bursa = source('MYR');
  const us = source('USD');
  const usdMyr = stored.has(USD_MYR);
  return { bursa, us, usdMyr, complete: bursa.missing.length === 0 && us.missing.length === 0 && usdMyr };
}
