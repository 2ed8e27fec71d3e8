import { formatMinorUnits, SEN_SCALE } from '@harta/contracts/money';
import type { DashboardPortfolio, DashboardSummary } from '@harta/contracts/schemas/returns';
import type { Db } from '../../db/connection';
import type { ReadingLanguage } from '../investment-profile/model-portfolio-texts';
import { listClientPortfolios } from '../portfolios/portfolio.repository';
import { allocationSlices } from './allocation';
import { hasOpenDeposit, pendingTransactions } from './client-flows.repository';
import { latestAsOf, portfolioFigures, sumSen, type PortfolioFigures } from './portfolio-figures';
import type { PortfolioNames } from '../portfolios/portfolio-view';

const ringgit = (sen: bigint) => formatMinorUnits(sen, SEN_SCALE);

function card(f: PortfolioFigures, names: PortfolioNames): DashboardPortfolio {
  const { growth } = f;
  return {
    guid: f.row.guid,
    goalName: f.row.goalName,
    riskLevel: f.row.riskLevel,
    riskLevelName: names.level.get(f.row.riskLevel) ?? '',
    value: ringgit(f.valueSen),
    netDeposits: ringgit(f.netDepositsSen),
    totalReturn: ringgit(f.valueSen - f.netDepositsSen),
    totalReturnRate: growth.rate,
    totalReturnRateUnavailableReason: growth.unavailableReason,
    allocation: allocationSlices(
      f.live.holdings.map((h) => ({ key: names.assetClass.get(h.ticker) ?? 'OTHER', valueSen: h.valueSen })),
    ),
  };
}

/**
 * The dashboard (issue #12 item 4): the client's totals, a card per portfolio, the money movements under way.
 * The total rate is the time-weighted return of all the portfolios as one, since the first valuation.
 */
export async function dashboardSummary(
  db: Db,
  clientId: number,
  language: ReadingLanguage,
  asOf?: string,
): Promise<DashboardSummary> {
  const rows = await listClientPortfolios(db, clientId);
  const [{ figures, names, digest }, pending, hasProcessingDeposit] = await Promise.all([
    portfolioFigures(db, clientId, 'ALL', rows, language, asOf),
    pendingTransactions(db, clientId),
    hasOpenDeposit(db, clientId),
  ]);
  const totalValue = sumSen(figures, (f) => f.valueSen);
  const netDeposits = sumSen(figures, (f) => f.netDepositsSen);
  const { growth } = digest;
  return {
    asOf: latestAsOf(figures),
    totalValue: ringgit(totalValue),
    netDeposits: ringgit(netDeposits),
    totalReturn: ringgit(totalValue - netDeposits),
    totalReturnRate: growth.rate,
    totalReturnRateUnavailableReason: growth.unavailableReason,
    portfolios: figures.map((f) => card(f, names)),
    pending,
    hasProcessingDeposit,
  };
}
