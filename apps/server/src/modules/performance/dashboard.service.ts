import { formatSen } from '@harta/contracts/money';
import type { DashboardPortfolio, DashboardSummary } from '@harta/contracts/schemas/returns';
import type { Db } from '../../db/connection';
import type { ExtraFingerprint } from './answer-cache';
import type { ReadingLanguage } from '../investment-profile/model-portfolio-texts';
import { listClientPortfolios } from '../portfolios/portfolio.repository';
import { allocationSlices } from './allocation';
import { findSwitchInProgress } from '../portfolio-switch/switch.repository';
import { loadTradeCalendar } from '../trading/trade-calendar-settings';
import {
  depositsAwaitingInvestment,
  flowsAfterValuation,
  hasOpenDeposit,
  pendingTransactions,
} from './client-flows.repository';
import { latestAsOf, portfolioFigures, sumSen, type PortfolioFigures } from './portfolio-figures';
import { toPortfolio, type PortfolioNames } from '../portfolios/portfolio-view';
import { modelKey } from '../investment-profile/model-portfolio-texts';
import type { PortfolioValuation } from '../portfolios/portfolio-valuation';

type SwitchInProgress = DashboardPortfolio['switchInProgress'];

function card(
  f: PortfolioFigures,
  names: PortfolioNames,
  valuation: PortfolioValuation,
  paidSince: bigint,
  switching: SwitchInProgress,
): DashboardPortfolio {
  const { growth } = f;
  return {
    guid: f.row.guid,
    goalName: f.row.goalName,
    riskLevel: f.row.riskLevel,
    riskLevelName: names.level.get(modelKey(f.row.riskLevel, f.row.shariah)) ?? '',
    shariah: f.row.shariah,
    value: formatSen(f.valueSen),
    netDeposits: formatSen(f.netDepositsSen),
    totalReturn: formatSen(f.valueSen - f.netDepositsSen),
    totalReturnRate: growth.rate,
    totalReturnRateUnavailableReason: growth.unavailableReason,
    allocation: allocationSlices(
      valuation.holdings.map((h) => ({ key: names.assetClass.get(h.ticker) ?? 'OTHER', valueSen: h.valueSen })),
    ),
    paidSinceValuation: formatSen(paidSince),
    holdings: toPortfolio(f.row, valuation, names).holdings,
    switchInProgress: switching,
  };
}

/**
 * The dashboard: the client's totals, a card per portfolio, the money movements under way. One valuation
 * (docs/dashboard-and-performance.md "One valuation"): every figure is the latest snapshot's, and money paid in after
 * it is its own figure, never added into a value. A paid deposit stays "in progress" until its trade date is invested.
 * The total rate is the time-weighted return of all the portfolios as one, since the first valuation.
 */
export async function dashboardSummary(
  db: Db,
  clientId: number,
  language: ReadingLanguage,
  asOf?: string,
): Promise<DashboardSummary> {
  const rows = await listClientPortfolios(db, clientId);
  const calendar = await loadTradeCalendar(db);
  const awaiting = await depositsAwaitingInvestment(db, clientId, calendar);
  const [{ figures, names, digest }, pending, atBank, switching] = await Promise.all([
    portfolioFigures(db, clientId, 'ALL', rows, language, asOf),
    pendingTransactions(db, clientId, awaiting),
    hasOpenDeposit(db, clientId),
    findSwitchInProgress(db, clientId, language),
  ]);
  const valuedOn = new Map(figures.flatMap((f) => (f.asOf === null ? [] : [[f.row.id, f.asOf] as const])));
  const valuedAt = latestAsOf(figures);
  const paidSince = await flowsAfterValuation(db, valuedOn);
  const totalValue = sumSen(figures, (f) => f.valueSen);
  const netDeposits = sumSen(figures, (f) => f.netDepositsSen);
  const { growth } = digest;
  return {
    asOf: valuedAt,
    totalValue: formatSen(totalValue),
    netDeposits: formatSen(netDeposits),
    totalReturn: formatSen(totalValue - netDeposits),
    totalReturnRate: growth.rate,
    totalReturnRateUnavailableReason: growth.unavailableReason,
    paidSinceValuation: formatSen([...paidSince.values()].reduce((sum, sen) => sum + sen, 0n)),
    portfolios: figures.map((f) =>
      card(
        f,
        names,
        f.live,
        paidSince.get(f.row.id) ?? 0n,
        switching?.portfolioId === f.row.guid
          ? {
              toRiskLevel: switching.toRiskLevel,
              toRiskLevelName: switching.toRiskLevelName,
              tradeDate: switching.tradeDate,
            }
          : null,
      ),
    ),
    pending,
    hasProcessingDeposit: atBank || awaiting.length > 0,
  };
}

/**
 * What the dashboard reads beyond `answer_fingerprint` (answer-cache.ts): the client's switches in progress and
 * their REBALANCE rows, and the trade runs of the last weeks (a paid deposit stops being "in progress" when its
 * date's invest step has run). Ids and row versions (`xmin`), so any change to them is a new key. Evaluated inside
 * the cache's lookup statement, with the client as `$6`.
 */
export const DASHBOARD_EXTRA_FINGERPRINT: ExtraFingerprint = {
  name: 'dashboard',
  sql: `concat_ws('/',
      (select string_agg(s.id || ':' || s.xmin::text, ',' order by s.id) from portfolio_switches s
         where s.client_id = $6::integer and s.status = 'IN_PROGRESS'),
      (select string_agg(t.id || ':' || t.xmin::text, ',' order by t.id) from client_transactions t
         where t.client_id = $6::integer and t.type = 'REBALANCE' and t.status in ('PENDING', 'PROCESSING')),
      (select string_agg(r.trade_date || ':' || r.xmin::text, ',' order by r.trade_date) from trade_runs r
         where r.trade_date >= (now() at time zone 'Asia/Kuala_Lumpur')::date - 14))`,
};
