import Decimal from 'decimal.js';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { etfs } from '../../db/schema/portfolio';
import { portfolioBalances } from '../ledger/portfolio-balances';
import { closesOnOrBefore } from '../market-data/price-store';

/** Exact decimal arithmetic for money (docs/money.md): enough digits that nothing rounds before the final sen. */
const Dec = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_EVEN });

/** The FX pair in market_prices: ringgit per US dollar. */
export const USDMYR = 'USDMYR';

const MICRO_PER_UNIT = new Dec(1_000_000);
const SEN_PER_RINGGIT = new Dec(100);

export interface Holding {
  ticker: string;
  /** Units in millionths (the ledger's CLIENT_UNITS balance). */
  units: bigint;
  /** The close used, a decimal string in the listing currency. */
  close: string;
  /** The trading day of that close. */
  closeDate: string;
  /** Listing currency: 'MYR' or 'USD'. */
  currency: string;
  /** units x close (x USDMYR for a USD asset), rounded half-even to the sen. */
  valueSen: bigint;
}

export interface PortfolioValuation {
  /** Settled, uninvested cash (CLIENT_CASH). */
  cashSen: bigint;
  /** Non-zero unit holdings, by ticker. */
  holdings: Holding[];
  /** Sum of the holdings' values (each rounded first, so the lines add up to the total shown). */
  unitsValueSen: bigint;
  /** cashSen + unitsValueSen. */
  totalSen: bigint;
  /** The latest trading day among the closes used (and the FX rate); null when nothing needed a price. */
  priceDate: string | null;
  /** The USDMYR rate used, or null when no USD asset is held. */
  usdMyr: string | null;
  /** The date the prices were asked for (on or before). */
  asOf: string;
}

/** A held ETF (or the FX rate) has no close on or before the date: the market data has not been filled. */
export class MissingPriceError extends Error {
  override name = 'MissingPriceError';
  constructor(symbol: string, asOf: string) {
    super(`no close for ${symbol} on or before ${asOf}`);
  }
}

const MALAYSIA_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kuala_Lumpur',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Malaysia (UTC+8), 'YYYY-MM-DD': the default valuation date. */
export function malaysiaDate(now: Date = new Date()): string {
  return MALAYSIA_DATE.format(now);
}

/** units (millionths) x close x rate, in sen, rounded half-even. Exported for the tests' hand-worked examples. */
export function holdingValueSen(units: bigint, close: string, rate: string | null): bigint {
  let value = new Dec(units.toString()).div(MICRO_PER_UNIT).mul(close);
  if (rate !== null) value = value.mul(rate);
  return BigInt(value.mul(SEN_PER_RINGGIT).toDecimalPlaces(0, Decimal.ROUND_HALF_EVEN).toFixed(0));
}

/**
 * Values several portfolios at once: ledger balances (cash and units, as they are now) x each ETF's close on
 * or before `asOf` x the USDMYR rate on or before `asOf` for US-dollar assets. Prices are looked up once per
 * symbol for the whole batch. Pass a caller's transaction as `db` to value inside it (e.g. after locking the
 * portfolio row, so the balances cannot move under the caller).
 */
export async function valuePortfolios(
  db: Db,
  portfolioIds: readonly number[],
  asOf: string = malaysiaDate(),
): Promise<Map<number, PortfolioValuation>> {
  const balances = await portfolioBalances(db, portfolioIds);
  const tickers = [...new Set([...balances.values()].flatMap((b) => b.units.map((u) => u.ticker)))];

  const currencies = new Map<string, string>();
  if (tickers.length > 0) {
    const rows = await db
      .select({ ticker: etfs.ticker, currency: etfs.currency })
      .from(etfs)
      .where(inArray(etfs.ticker, tickers));
    for (const row of rows) currencies.set(row.ticker, row.currency);
  }
  const needsUsd = tickers.some((t) => currencies.get(t) === 'USD');

  const symbols = needsUsd ? [...tickers, USDMYR] : tickers;
  const closes = await closesOnOrBefore(db, symbols, asOf);
  const missing = symbols.find((symbol) => !closes.has(symbol));
  if (missing !== undefined) throw new MissingPriceError(missing, asOf);
  const fx = closes.get(USDMYR) ?? null;

  const result = new Map<number, PortfolioValuation>();
  for (const [portfolioId, balance] of balances) {
    let priceDate: string | null = null;
    const later = (date: string) => {
      if (priceDate === null || date > priceDate) priceDate = date;
    };
    const holdings = balance.units.map(({ ticker, units }): Holding => {
      const close = closes.get(ticker)!;
      // An ETF missing from the etfs table cannot have been bought; ringgit is the safe reading of its price.
      const currency = currencies.get(ticker) ?? 'MYR';
      later(close.date);
      if (currency === 'USD') later(fx!.date);
      return {
        ticker,
        units,
        close: close.close,
        closeDate: close.date,
        currency,
        valueSen: holdingValueSen(units, close.close, currency === 'USD' ? fx!.close : null),
      };
    });
    const unitsValueSen = holdings.reduce((sum, h) => sum + h.valueSen, 0n);
    result.set(portfolioId, {
      cashSen: balance.cashSen,
      holdings,
      unitsValueSen,
      totalSen: balance.cashSen + unitsValueSen,
      priceDate,
      usdMyr: holdings.some((h) => h.currency === 'USD') ? fx!.close : null,
      asOf,
    });
  }
  return result;
}

/** One portfolio's value (see {@link valuePortfolios}). */
export async function valuePortfolio(db: Db, portfolioId: number, asOf?: string): Promise<PortfolioValuation> {
  return (await valuePortfolios(db, [portfolioId], asOf)).get(portfolioId)!;
}
