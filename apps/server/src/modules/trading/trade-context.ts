import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { marketPrices } from '../../db/schema/market-data';
import { etfs, modelPortfolioAllocations } from '../../db/schema/portfolio';
import { USD_MYR, type IsoDate } from '../../providers/market-data/market-data-provider';
import { Dec, type PricedAsset } from './trade-math';
import { modelKey } from '../investment-profile/model-portfolio-texts';

export { modelKey, type ModelRef } from '../investment-profile/model-portfolio-texts';

/**
 * What every trade of one date reads: each ETF's close on that date with the ringgit rate of its currency, and
 * each model portfolio's weights. A trade run loads it once and passes it to every trade; a lone trade loads it
 * itself.
 */
export interface TradeContext {
  tradeDate: IsoDate;
  /** Only the ETFs that have a close on the date (and, for USD ones, when USDMYR has one too). */
  assets: ReadonlyMap<string, PricedAsset>;
  /** modelKey(risk level, shariah) -> the model's tickers with their weights in basis points (zero weights left out). */
  models: ReadonlyMap<string, readonly { ticker: string; weightBps: number }[]>;
}

/** A trade needs a close the database does not have: nothing is traded, and the run retries later. */
export class PricesMissingError extends Error {
  override name = 'PricesMissingError';
  constructor(
    readonly symbol: string,
    readonly tradeDate: IsoDate,
  ) {
    super(`no close for ${symbol} on ${tradeDate}: fill the market data for that date first`);
  }
}

export async function loadTradeContext(db: Db, tradeDate: IsoDate): Promise<TradeContext> {
  const universe = await db.select({ ticker: etfs.ticker, currency: etfs.currency }).from(etfs);
  const closes = await db
    .select({ symbol: marketPrices.symbol, close: marketPrices.close })
    .from(marketPrices)
    .where(
      and(
        eq(marketPrices.tradeDate, tradeDate),
        inArray(marketPrices.symbol, [...universe.map((e) => e.ticker), USD_MYR]),
      ),
    );
  const closeOf = new Map(closes.map((c) => [c.symbol, new Dec(c.close).toFixed()]));
  const usdMyr = closeOf.get(USD_MYR);
  const assets = new Map<string, PricedAsset>();
  for (const etf of universe) {
    const price = closeOf.get(etf.ticker);
    const fxRate = etf.currency === 'MYR' ? '1' : etf.currency === 'USD' ? usdMyr : undefined;
    if (price && fxRate) assets.set(etf.ticker, { ticker: etf.ticker, price, currency: etf.currency, fxRate });
  }
  const weights = await db
    .select({
      riskLevel: modelPortfolioAllocations.riskLevel,
      shariah: modelPortfolioAllocations.shariah,
      ticker: modelPortfolioAllocations.ticker,
      weightBps: modelPortfolioAllocations.weightBps,
    })
    .from(modelPortfolioAllocations)
    .orderBy(modelPortfolioAllocations.riskLevel, modelPortfolioAllocations.ticker);
  const models = new Map<string, { ticker: string; weightBps: number }[]>();
  for (const w of weights) {
    if (w.weightBps <= 0) continue;
    const key = modelKey(w.riskLevel, w.shariah);
    const list = models.get(key) ?? [];
    list.push({ ticker: w.ticker, weightBps: w.weightBps });
    models.set(key, list);
  }
  return { tradeDate, assets, models };
}

/** The asset's prices on the context's date, or PricesMissingError naming what is missing. */
export function pricedAsset(context: TradeContext, ticker: string): PricedAsset {
  const asset = context.assets.get(ticker);
  if (!asset) throw new PricesMissingError(ticker, context.tradeDate);
  return asset;
}
