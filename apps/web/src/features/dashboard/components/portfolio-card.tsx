import { formatPrice, formatUnits } from '@harta/contracts/format';
import '../../../components/plain/plain.css';
import { Button } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { href } from '@harta/contracts/routes';
import type { Portfolio } from '@harta/contracts/schemas/portfolios';
import type { GoalPlanSummary } from '@harta/contracts/schemas/goal-plans';
import type { DashboardPortfolio } from '@harta/contracts/schemas/returns';
import type { RecurringDepositView } from '@harta/contracts/schemas/recurring-deposits';
import { AllocationDonut } from '../../../components/charts/allocation-donut';
import { assetClassColour } from '../../../components/charts/slice-colours';
import { SignedFigure } from '../../../components/money/signed-figure';
import { assetClassLabel } from '../../../lib/i18n/asset-class-label';
import { formatRate, formatSignedRinggit } from '../../../lib/money/format-return';
import { formatRinggit } from '../../../lib/money/format-ringgit';
import type { DashboardT } from '../i18n/use-dashboard-t';
import { GoalProgress } from './goal-progress';
import { RecurringLine } from './recurring-line';
import { formatDate } from '../../../lib/i18n/format-date';
import { switchPortfolioHref } from '../../../lib/portfolios/switch-link';
import { usePhoneWidth } from '../../../lib/platform/use-phone-width';

/**
 * One goal: its name and risk level, what it is worth (cash and invested), its return and allocation (from the
 * dashboard summary, when it has come), its holdings, rename, and its money actions (deposit, withdraw, transfer,
 * switch) and performance page. Plain elements with
 * Mantine's look (components/plain/plain.css) but for the buttons, and the page's `t` and path: a goal card was about
 * 200 React components, most of them Mantine's Text, Group and Table parts, in the page's first render.
 */
export function PortfolioCard({
  portfolio,
  summary,
  plan,
  plansLoaded = false,
  recurring,
  recurringLoaded = false,
  onRename,
  t,
  pathname,
}: {
  portfolio: Portfolio;
  summary?: DashboardPortfolio;
  /** The goal's plan at a glance, when it has one (docs/goals.md). */
  plan?: GoalPlanSummary;
  /** Whether the plans have been read: until then the card neither shows progress nor offers a target. */
  plansLoaded?: boolean;
  /** The goal's live recurring deposit, when it has one (docs/goals.md "Recurring deposits"). */
  recurring?: RecurringDepositView;
  /** Whether the recurring deposits have been read: until then the card neither shows one nor offers one. */
  recurringLoaded?: boolean;
  onRename: () => void;
  t: DashboardT;
  pathname: string;
}) {
  const empty = portfolio.total === '0.00' && portfolio.holdings.length === 0;
  const holdings = summary?.holdings ?? portfolio.holdings;
  return (
    <section className="harta-card" aria-label={portfolio.goalName} data-testid="portfolio-card">
      <div className="harta-stack harta-gap-sm">
        <div className="harta-row harta-between harta-align-start harta-nowrap">
          <div className="harta-stack harta-gap-4 harta-shrink">
            <h3 className="harta-h4">{portfolio.goalName}</h3>
            <span className="harta-badge harta-badge-wrap">
              {t('goals.riskLevel', { level: portfolio.riskLevel, name: portfolio.riskLevelName })}
            </span>
            {portfolio.shariah && (
              // A Shariah goal (docs/shariah.md): said in words, not by colour alone.
              <span className="harta-badge harta-badge-wrap" data-testid="portfolio-shariah">
                {t('shariah.label')}
              </span>
            )}
          </div>
          <Button
            className="harta-keep-width"
            variant="subtle"
            size="compact-sm"
            onClick={onRename}
            aria-label={t('goals.renameLabel', { name: portfolio.goalName })}
          >
            {t('goals.rename')}
          </Button>
        </div>
        {summary ? (
          // The valuation's figures (the summary's date at the top of the page): value − return = net deposits.
          <div className="harta-grid-3 harta-gap-xs">
            <Figure label={t('goals.value')} value={formatRinggit(summary.value)} strong testId="portfolio-total" />
            <Figure
              label={t('goals.netDeposits')}
              value={formatRinggit(summary.netDeposits)}
              testId="portfolio-net-deposits"
            />
          </div>
        ) : (
          <div className="harta-grid-3 harta-gap-xs">
            <Figure label={t('goals.value')} value={formatRinggit(portfolio.total)} strong testId="portfolio-total" />
            <Figure label={t('goals.cash')} value={formatRinggit(portfolio.cash)} testId="portfolio-cash" />
            <Figure label={t('goals.invested')} value={formatRinggit(portfolio.invested)} testId="portfolio-invested" />
          </div>
        )}
        {summary?.paidSinceValuation && summary.paidSinceValuation !== '0.00' && (
          <p className="harta-text harta-text-sm harta-dimmed" data-testid="portfolio-paid-since">
            {t('goals.paidSince', { amount: formatRinggit(summary.paidSinceValuation) })}
          </p>
        )}
        {summary?.switchInProgress && (
          <p className="harta-text harta-text-sm" data-testid="portfolio-switching">
            {t('goals.switching', {
              level: summary.switchInProgress.toRiskLevel,
              name: summary.switchInProgress.toRiskLevelName,
              date: formatDate(summary.switchInProgress.tradeDate),
            })}
          </p>
        )}
        {summary && <ReturnAndAllocation summary={summary} t={t} />}
        {plansLoaded && (
          <GoalProgress guid={portfolio.guid} name={portfolio.goalName} value={portfolio.total} plan={plan} t={t} />
        )}
        {recurringLoaded && (
          <RecurringLine guid={portfolio.guid} name={portfolio.goalName} schedule={recurring} t={t} />
        )}
        {empty ? (
          <p className="harta-text harta-text-sm harta-dimmed">{t('goals.notInvestedYet')}</p>
        ) : (
          holdings.length > 0 && <Holdings portfolio={{ ...portfolio, holdings }} t={t} />
        )}
        <div className="harta-row harta-between">
          <p className="harta-text harta-text-xs harta-dimmed">
            {/* With the summary, the page's one valuation date is at the top; this is the live list's own. */}
            {!summary && portfolio.priceDate ? t('goals.pricesAsOf', { date: formatDate(portfolio.priceDate) }) : ''}
          </p>
          <div className="harta-row harta-gap-xs">
            {!empty && (
              <Button
                component={Link}
                to={`${href.to('performance')}?portfolio=${encodeURIComponent(portfolio.guid)}`}
                size="xs"
                variant="subtle"
                aria-label={t('goals.performance', { name: portfolio.goalName })}
              >
                {t('goals.performanceShort')}
              </Button>
            )}
            {!empty && (
              <Button
                component={Link}
                to={switchPortfolioHref(pathname, portfolio.guid)}
                size="xs"
                variant="subtle"
                aria-label={t('goals.switchLabel', { name: portfolio.goalName })}
              >
                {t('goals.switch')}
              </Button>
            )}
            {!empty && (
              <Button
                component={Link}
                to={`${href.to('withdrawal')}?portfolio=${encodeURIComponent(portfolio.guid)}`}
                size="xs"
                variant="subtle"
                aria-label={t('goals.withdrawLabel', { name: portfolio.goalName })}
              >
                {t('goals.withdraw')}
              </Button>
            )}
            {!empty && (
              <Button
                component={Link}
                to={`${href.to('transfer')}?portfolio=${encodeURIComponent(portfolio.guid)}`}
                size="xs"
                variant="subtle"
                aria-label={t('goals.transferLabel', { name: portfolio.goalName })}
              >
                {t('goals.transfer')}
              </Button>
            )}
            <Button
              component={Link}
              to={`${href.to('deposit')}?portfolio=${encodeURIComponent(portfolio.guid)}`}
              size="xs"
              variant={empty ? 'filled' : 'light'}
            >
              {t('goals.deposit')}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}

function Figure({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId: string }) {
  return (
    <div>
      <p className="harta-text harta-text-xs harta-dimmed">{label}</p>
      <p className={strong ? 'harta-text harta-text-lg harta-fw-700' : 'harta-text harta-fw-500'} data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

/** The goal's return to date (amount and time-weighted rate) and its allocation by asset class. */
function ReturnAndAllocation({ summary, t }: { summary: DashboardPortfolio; t: DashboardT }) {
  return (
    <div className="harta-row harta-between">
      <div>
        <p className="harta-text harta-text-xs harta-dimmed">{t('goals.return')}</p>
        <div className="harta-row harta-gap-xs harta-align-baseline">
          <SignedFigure value={summary.totalReturn} fw={500} data-testid="portfolio-return">
            {formatSignedRinggit(summary.totalReturn)}
          </SignedFigure>
          {summary.totalReturnRate !== null && (
            <SignedFigure value={summary.totalReturnRate} size="sm" data-testid="portfolio-return-rate">
              {formatRate(summary.totalReturnRate)}
            </SignedFigure>
          )}
        </div>
      </div>
      <AllocationDonut
        size={72}
        title={t('goals.allocation', { name: summary.goalName })}
        emptyText={t('goals.allocationEmpty')}
        slices={summary.allocation.map(({ key, weightBps }, index) => ({
          key,
          weightBps,
          colour: assetClassColour(key, index),
          // The page's `t` is i18next's, typed with the feature's keys.
          label: assetClassLabel(t as unknown as TFunction, key),
        }))}
      />
    </div>
  );
}

/**
 * The holdings, in a region a keyboard can scroll sideways on a narrow screen (axe: scrollable-region-focusable). At
 * a phone's width, as a list instead: each fund's value first, its units and price under its name.
 */
function Holdings({ portfolio, t }: { portfolio: Portfolio; t: DashboardT }) {
  const name = t('goals.holdings', { name: portfolio.goalName });
  const phone = usePhoneWidth();
  if (phone) {
    return (
      <ul className="harta-plain-list harta-stack harta-gap-xs" aria-label={name} data-testid="holdings-list">
        {portfolio.holdings.map((h) => (
          <li key={h.ticker} className="harta-row harta-between harta-align-start harta-nowrap">
            <div className="harta-shrink">
              <p className="harta-text harta-text-sm harta-fw-500">{h.ticker}</p>
              <p className="harta-text harta-text-xs harta-dimmed">{h.name}</p>
              <p className="harta-text harta-text-xs harta-dimmed">
                {t('goals.unitsAt', { units: h.units, price: `${h.currency} ${h.close}` })}
              </p>
            </div>
            <p className="harta-text harta-text-sm harta-fw-600 harta-keep-width">{formatRinggit(h.value)}</p>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="harta-table-scroll mantine-focus-auto" tabIndex={0}>
      <table className="harta-table" aria-label={name}>
        <thead>
          <tr>
            <th>{t('goals.col.fund')}</th>
            <th className="harta-num-cell">{t('goals.col.units')}</th>
            <th className="harta-num-cell">{t('goals.col.price')}</th>
            <th className="harta-num-cell">{t('goals.col.value')}</th>
          </tr>
        </thead>
        <tbody>
          {portfolio.holdings.map((h) => (
            <tr key={h.ticker}>
              <td>
                <p className="harta-text harta-text-sm harta-fw-500">{h.ticker}</p>
                <p className="harta-text harta-text-xs harta-dimmed">{h.name}</p>
              </td>
              <td className="harta-num-cell">{formatUnits(h.units)}</td>
              <td className="harta-num-cell">{`${h.currency} ${formatPrice(h.close)}`}</td>
              <td className="harta-num-cell">{formatRinggit(h.value).replace(/^RM /, '')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
