import '../../../components/plain/plain.css';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { href } from '@harta/contracts/routes';
import type { DashboardSummary } from '@harta/contracts/schemas/returns';
import { LabelledFigure } from '../../../components/money/labelled-figure';
import { SignedFigure } from '../../../components/money/signed-figure';
import { formatRate, formatSignedRinggit } from '../../../lib/money/format-return';
import { formatRinggit } from '../../../lib/money/format-ringgit';
import type { DashboardT } from '../i18n/use-dashboard-t';
import { formatDate } from '../../../lib/i18n/format-date';
import { missingRateReason } from '../logic/rate-reason';

/**
 * The client's money at a glance: total value, net deposits and the total return (amount and rate), explained.
 * Plain elements with Mantine's look (components/plain/plain.css) but for the buttons: this card holds the page's
 * largest text (its LCP), which paints once the first render is done. `t` is the page's.
 */
export function SummaryFigures({ summary, t }: { summary: DashboardSummary; t: DashboardT }) {
  const reason = missingRateReason(summary.totalValue, summary.netDeposits);
  return (
    <section className="harta-card" aria-labelledby="summary-heading">
      <div className="harta-stack">
        <div className="harta-row harta-between harta-align-baseline">
          <h2 className="harta-h3" id="summary-heading">
            {t('summary.heading')}
          </h2>
          <p className="harta-text harta-text-xs harta-dimmed">
            {summary.asOf ? t('summary.asOf', { date: formatDate(summary.asOf) }) : t('summary.notValuedYet')}
          </p>
        </div>
        <div className="harta-grid-3">
          <LabelledFigure
            label={t('summary.totalValue')}
            value={formatRinggit(summary.totalValue)}
            size="xl"
            testId="summary-total-value"
          />
          <LabelledFigure
            label={t('summary.netDeposits')}
            value={formatRinggit(summary.netDeposits)}
            hint={t('summary.netDepositsHint')}
            testId="summary-net-deposits"
          />
          <div>
            <p className="harta-text harta-text-sm harta-dimmed">{t('summary.totalReturn')}</p>
            <div className="harta-row harta-gap-xs harta-align-baseline">
              <SignedFigure value={summary.totalReturn} fw={600} size="lg" data-testid="summary-total-return">
                {formatSignedRinggit(summary.totalReturn)}
              </SignedFigure>
              {summary.totalReturnRate !== null && (
                <SignedFigure value={summary.totalReturnRate} size="sm" data-testid="summary-total-return-rate">
                  {formatRate(summary.totalReturnRate)}
                </SignedFigure>
              )}
            </div>
            <p className="harta-text harta-text-xs harta-dimmed">
              {summary.totalReturnRate === null
                ? t(reason === 'NO_MONEY' ? 'summary.rateNoMoney' : 'summary.rateNoHistory')
                : `${t('summary.totalReturnHint')} ${t('summary.rateHint')}`}
            </p>
          </div>
        </div>
        <PaidSinceValuation summary={summary} t={t} />
        <div className="harta-row harta-end harta-gap-sm">
          <Button component={Link} to={href.to('performance')} variant="light" size="sm">
            {t('summary.seePerformance')}
          </Button>
          <Button component={Link} to={href.to('deposit')} size="sm">
            {t('summary.deposit')}
          </Button>
        </div>
      </div>
    </section>
  );
}

const paidSince = (summary: DashboardSummary): string | null =>
  summary.asOf !== null && summary.paidSinceValuation && summary.paidSinceValuation !== '0.00'
    ? summary.paidSinceValuation
    : null;

/**
 * Money paid in after the valuation date, on its own line: the total above is the valuation's, and this is never
 * added into it (docs/dashboard-and-performance.md "One valuation").
 */
function PaidSinceValuation({ summary, t }: { summary: DashboardSummary; t: DashboardT }) {
  const amount = paidSince(summary);
  if (amount === null) return null;
  return (
    <div className="harta-row harta-between harta-align-baseline" data-testid="summary-paid-since">
      <div>
        <p className="harta-text harta-text-sm">{t('summary.paidSince', { date: formatDate(summary.asOf!) })}</p>
        <p className="harta-text harta-text-xs harta-dimmed">{t('summary.paidSinceHint')}</p>
      </div>
      <p className="harta-text harta-fw-600 harta-num">{formatRinggit(amount)}</p>
    </div>
  );
}

/** A client with no money yet: what to do next, and the way to do it. */
export function NoMoneyYet({ t }: { t: DashboardT }) {
  return (
    <section className="harta-card" aria-labelledby="empty-heading" data-testid="dashboard-empty">
      <div className="harta-stack harta-gap-sm harta-align-start">
        <h2 className="harta-h3" id="empty-heading">
          {t('dashboard.emptyTitle')}
        </h2>
        <p className="harta-text">{t('dashboard.emptyBody')}</p>
        <Button component={Link} to={href.to('deposit')}>
          {t('dashboard.firstDeposit')}
        </Button>
      </div>
    </section>
  );
}
