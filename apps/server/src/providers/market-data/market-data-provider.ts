/**
 * Where prices come from (docs/money.md "Market data"). The default is the deterministic sandbox; a deployer
 * plugs in a real feed, or loads real closes with the CSV importer. Nothing is downloaded at run time.
 */

/** A calendar date as 'YYYY-MM-DD' (UTC; a trading date has no time of day). */
export type IsoDate = string;

/** The FX pair the sandbox and the importer know: ringgit per US dollar. */
export const USD_MYR = 'USDMYR';

export interface DailyClose {
  date: IsoDate;
  /** An ETF ticker (close in its listing currency) or USD_MYR. */
  symbol: string;
  /** Exact decimal string, e.g. '231.4512'. Never a float. */
  close: string;
}

export interface MarketDataProvider {
  readonly name: string;
  /** The symbols it prices: the ETF tickers and USD_MYR. */
  readonly symbols: readonly string[];
  /** Trading days in [from, to], ascending. Weekends are never trading days; holidays are ignored. */
  tradingDays(from: IsoDate, to: IsoDate): IsoDate[];
  /** Every symbol's close on every trading day in [from, to], ascending by date then symbol. */
  closes(from: IsoDate, to: IsoDate): Promise<DailyClose[]>;
}
