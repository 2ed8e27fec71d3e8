import { formatMinorUnits, formatSen, UNIT_SCALE } from '@harta/contracts/money';
import type { Portfolio } from '@harta/contracts/schemas/portfolios';
import type { Db } from '../../db/connection';
import { etfs, modelPortfolios } from '../../db/schema/portfolio';
import { modelKey, modelPortfolioName, type ReadingLanguage } from '../investment-profile/model-portfolio-texts';
import type { PortfolioRow } from './portfolio.repository';
import { valuePortfolios, type PortfolioValuation } from './portfolio-valuation';

/**
 * Model-portfolio names and ETF names and asset classes for the views (a handful of rows, read per request: staff
 * may rename them).
 */
export async function portfolioNames(db: Db, language: ReadingLanguage) {
  const [levels, funds] = await Promise.all([
    db
      .select({
        riskLevel: modelPortfolios.riskLevel,
        shariah: modelPortfolios.shariah,
        name: modelPortfolioName(language),
      })
      .from(modelPortfolios),
    db.select({ ticker: etfs.ticker, name: etfs.name, assetClass: etfs.assetClass }).from(etfs),
  ]);
  return {
    /** By modelKey(risk level, shariah). */
    level: new Map(levels.map((l) => [modelKey(l.riskLevel, l.shariah), l.name])),
    fund: new Map(funds.map((f) => [f.ticker, f.name])),
    assetClass: new Map(funds.map((f) => [f.ticker, f.assetClass])),
  };
}
export type PortfolioNames = Awaited<ReturnType<typeof portfolioNames>>;

export function toPortfolio(row: PortfolioRow, value: PortfolioValuation, named: PortfolioNames): Portfolio {
  return {
    guid: row.guid,
    goalName: row.goalName,
    riskLevel: row.riskLevel,
    riskLevelName: named.level.get(modelKey(row.riskLevel, row.shariah)) ?? '',
    shariah: row.shariah,
    createdAt: row.createdAt.toISOString(),
    cash: formatSen(value.cashSen),
    invested: formatSen(value.unitsValueSen),
    total: formatSen(value.totalSen),
    priceDate: value.priceDate,
    holdings: value.holdings.map((h) => ({
      ticker: h.ticker,
      name: named.fund.get(h.ticker) ?? h.ticker,
      units: formatMinorUnits(h.units, UNIT_SCALE),
      close: h.close,
      closeDate: h.closeDate,
      currency: h.currency,
      value: formatSen(h.valueSen),
    })),
  };
}

/** The portfolios as the API shows them, valued together (one price lookup per symbol), with their sum in sen. */
export async function portfolioViews(
  db: Db,
  rows: readonly PortfolioRow[],
  language: ReadingLanguage,
): Promise<{ portfolios: Portfolio[]; totalSen: bigint }> {
  const [values, named] = await Promise.all([
    valuePortfolios(
      db,
      rows.map((r) => r.id),
    ),
    portfolioNames(db, language),
  ]);
  let totalSen = 0n;
  const views = rows.map((row) => {
    const value = values.get(row.id)!;
    totalSen += value.totalSen;
    return toPortfolio(row, value, named);
  });
  return { portfolios: views, totalSen };
}
