import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { etfs, modelPortfolioAllocations } from '../db/schema/portfolio';
import { insertDeclaration } from '../modules/dividends/dividend-declarations';
import { closeOnOrBefore } from '../modules/market-data/price-store';

/**
 * The demo history's fund distributions (docs/money.md "Dividends", "Demo history"): every fund of the demo goals'
 * models pays twice a year, in the sandbox market data's terms: 1% of the fund's close on the ex-date a unit (about
 * 2% a year), US-listed funds with 30% withheld at source. Ex-date the 20th, paid a week later; the history pays
 * each on the morning of its next event date, so the cash is invested that same date (docs/money.md "Trade dates").
 * A Shariah fund's distribution carries the purification ratio its fund would publish (`purification`), so a
 * Shariah goal of the history sets part of each aside for charity (docs/shariah.md "Purification").
 */
export const DEMO_DIVIDENDS = {
  /** Months between two distributions of a fund. */
  everyMonths: 6,
  /** Day of the month of the ex-date; the pay date is a week later. */
  exDay: 20,
  /** Per unit, as a fraction of the close on the ex-date. */
  yield: '0.01',
  /** The US withholding tax on dividends paid to a Malaysian resident (no tax treaty with the US). */
  usWithholding: '0.3',
  /**
   * The purification ratio of a Shariah fund's distribution, by asset class (conventional funds: none). Shariah
   * equity funds typically publish 1–5% (interest on the companies' cash, a small share of non-permissible revenue);
   * Islamic REITs a little more (rent from non-compliant tenants); sukuk profit and gold are compliant income.
   */
  purification: { EQUITY: '0.03', REIT: '0.05' } as Readonly<Record<string, string>>,
} as const;

/** The purification ratio of a fund's demo distribution: by asset class for a Shariah fund, none otherwise. */
export const demoPurificationRatio = (fund: { shariahCompliant: boolean; assetClass: string }): string =>
  fund.shariahCompliant ? (DEMO_DIVIDENDS.purification[fund.assetClass] ?? '0') : '0';

const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN });

const isoDay = (year: number, monthIndex: number, day: number) =>
  new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);

/**
 * Declares the distributions paid between `from` and `to` (ISO dates) for every fund of the model portfolios (only
 * holders are paid). Answers how many were declared. Runs once, on a first start (seedDemoHistory).
 */
export async function declareDemoDividends(db: Db, from: string, to: string): Promise<number> {
  const funds = await db
    .selectDistinct({
      ticker: etfs.ticker,
      currency: etfs.currency,
      assetClass: etfs.assetClass,
      shariahCompliant: etfs.shariahCompliant,
    })
    .from(modelPortfolioAllocations)
    .innerJoin(etfs, eq(etfs.ticker, modelPortfolioAllocations.ticker))
    .orderBy(etfs.ticker);
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  let declared = 0;
  for (let m = fromMonth - 1 + DEMO_DIVIDENDS.everyMonths; ; m += DEMO_DIVIDENDS.everyMonths) {
    const exDate = isoDay(fromYear, m, DEMO_DIVIDENDS.exDay);
    const payDate = isoDay(fromYear, m, DEMO_DIVIDENDS.exDay + 7);
    if (payDate > to) break;
    for (const fund of funds) {
      const close = await closeOnOrBefore(db, fund.ticker, exDate);
      if (!close) continue;
      const perUnit = new Dec(close.close).times(DEMO_DIVIDENDS.yield).toDecimalPlaces(4, Decimal.ROUND_HALF_EVEN);
      if (perUnit.isZero()) continue;
      await insertDeclaration(
        db,
        {
          ticker: fund.ticker,
          exDate,
          payDate,
          perUnit: perUnit.toFixed(4),
          currency: fund.currency,
          withholdingRate: fund.currency === 'USD' ? DEMO_DIVIDENDS.usWithholding : '0',
          purificationRatio: demoPurificationRatio(fund),
          declaredBy: null,
        },
        null,
      );
      declared += 1;
    }
  }
  return declared;
}
