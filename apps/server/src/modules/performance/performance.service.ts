import { formatMinorUnits, formatSen, UNIT_SCALE } from '@harta/contracts/money';
import type { Performance, PerformanceHolding } from '@harta/contracts/schemas/returns';
import Decimal from 'decimal.js';
import type { Db } from '../../db/connection';
import type { ReadingLanguage } from '../investment-profile/model-portfolio-texts';
import { NotFoundError } from '../../plugins/errors/app-error';
import { regionOf } from '../portfolios/etf-regions';
import { findOwnPortfolio, listClientPortfolios } from '../portfolios/portfolio.repository';
import type { PortfolioNames } from '../portfolios/portfolio-view';
import { allocationSlices } from './allocation';
import type { CostBasis } from './average-cost';
import { portfolioFigures, sumSen, type PortfolioFigures } from './portfolio-figures';
import { costBases } from './trade-fills.repository';

/**
 * The cost of the units held: the average cost of the filled units, scaled to the ledger's units when the two
 * differ (units that reached the portfolio without a fill cost nothing).
 */
function costOf(units: bigint, basis: CostBasis | undefined): bigint {
  if (!basis || basis.units === 0n) return 0n;
  if (basis.units === units) return basis.costSen;
  return BigInt(
    new Decimal(basis.costSen.toString())
      .mul(units.toString())
      .div(basis.units.toString())
      .toDecimalPlaces(0, Decimal.ROUND_HALF_EVEN)
      .toFixed(0),
  );
}

interface HoldingSum {
  ticker: string;
  units: bigint;
  valueSen: bigint;
  costSen: bigint;
  close: string;
  currency: string;
  closeDate: string;
}

/** The holdings of the portfolios in scope, summed per ETF (one line per ETF for "all"), largest first. */
function sumHoldings(figures: readonly PortfolioFigures[], costs: Map<number, Map<string, CostBasis>>): HoldingSum[] {
  const byTicker = new Map<string, HoldingSum>();
  for (const f of figures) {
    for (const h of f.live.holdings) {
      const sum = byTicker.get(h.ticker) ?? {
        ticker: h.ticker,
        units: 0n,
        valueSen: 0n,
        costSen: 0n,
        close: h.close,
        currency: h.currency,
        closeDate: h.closeDate,
      };
      sum.units += h.units;
      sum.valueSen += h.valueSen;
      sum.costSen += costOf(h.units, costs.get(f.row.id)?.get(h.ticker));
      byTicker.set(h.ticker, sum);
    }
  }
  return [...byTicker.values()].sort((a, b) =>
    a.valueSen === b.valueSen ? a.ticker.localeCompare(b.ticker) : a.valueSen > b.valueSen ? -1 : 1,
  );
}

function holdingLines(sums: readonly HoldingSum[], names: PortfolioNames): PerformanceHolding[] {
  const weights = new Map(
    allocationSlices(sums.map((h) => ({ key: h.ticker, valueSen: h.valueSen }))).map((s) => [s.key, s.weightBps]),
  );
  return sums.map((h) => ({
    ticker: h.ticker,
    name: names.fund.get(h.ticker) ?? h.ticker,
    assetClass: names.assetClass.get(h.ticker) ?? 'OTHER',
    region: regionOf(h.ticker),
    units: formatMinorUnits(h.units, UNIT_SCALE),
    price: h.close,
    currency: h.currency,
    priceDate: h.closeDate,
    value: formatSen(h.valueSen),
    cost: formatSen(h.costSen),
    gain: formatSen(h.valueSen - h.costSen),
    weightBps: weights.get(h.ticker) ?? 0,
  }));
}

/**
 * The performance page (issue #12 item 5) for one of the client's portfolios (its guid; another client's answers
 * 404) or all of them together: returns per period, the daily chart of value against net deposits, allocation by
 * asset class and region, and the holdings with their cost and gain.
 */
export async function performanceOf(
  db: Db,
  clientId: number,
  guid: string | undefined,
  language: ReadingLanguage,
  asOf?: string,
): Promise<Performance> {
  let rows;
  if (guid === undefined) rows = await listClientPortfolios(db, clientId);
  else {
    const row = await findOwnPortfolio(db, clientId, guid);
    if (!row) throw new NotFoundError();
    rows = [row];
  }
  const ids = rows.map((r) => r.id);
  const scope = guid === undefined ? 'ALL' : rows[0]!.guid;
  const [{ figures, names, digest }, costs] = await Promise.all([
    portfolioFigures(db, clientId, scope, rows, language, asOf),
    costBases(db, ids),
  ]);
  const sums = sumHoldings(figures, costs);
  const valueSen = sumSen(figures, (f) => f.valueSen);
  return {
    scope,
    asOf: digest.series.dates.at(-1) ?? null,
    value: formatSen(valueSen),
    netDeposits: formatSen(sumSen(figures, (f) => f.netDepositsSen)),
    returns: digest.returns,
    series: digest.series,
    allocation: {
      byAssetClass: allocationSlices(
        sums.map((h) => ({ key: names.assetClass.get(h.ticker) ?? 'OTHER', valueSen: h.valueSen })),
      ),
      byRegion: allocationSlices(sums.map((h) => ({ key: regionOf(h.ticker), valueSen: h.valueSen }))),
    },
    holdings: holdingLines(sums, names),
  };
}
