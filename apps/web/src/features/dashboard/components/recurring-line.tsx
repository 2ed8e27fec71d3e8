import '../../../components/plain/plain.css';
import { href } from '@harta/contracts/routes';
import type { RecurringDepositView } from '@harta/contracts/schemas/recurring-deposits';
import { formatDate } from '../../../lib/i18n/format-date';
import { formatRinggit } from '../../../lib/money/format-ringgit';
import { PORTFOLIO_PARAM } from '../../../lib/portfolios/portfolio-param';
import type { DashboardT } from '../i18n/use-dashboard-t';
import { GoalCardLink } from './goal-card-link';

/**
 * A goal's recurring deposit on its card (docs/goals.md "What the client sees"): the next collection's date and
 * amount, paused or waiting for the bank; without one, the way to set one up. Both link to the goal's
 * recurring-deposit page.
 */
export function RecurringLine({
  guid,
  name,
  schedule,
  t,
}: {
  guid: string;
  name: string;
  schedule: RecurringDepositView | undefined;
  t: DashboardT;
}) {
  const to = `${href.to('recurringDeposit')}?${PORTFOLIO_PARAM}=${encodeURIComponent(guid)}`;
  if (!schedule) {
    return (
      <div className="harta-row">
        <GoalCardLink
          to={to}
          label={t('goals.recurring.setUp')}
          accessibleName={t('goals.recurring.setUpLabel', { name })}
        />
      </div>
    );
  }
  const text =
    schedule.status === 'active' && schedule.nextCollection
      ? t('goals.recurring.next', {
          amount: formatRinggit(schedule.nextCollection.amount),
          date: formatDate(schedule.nextCollection.date),
        })
      : schedule.status === 'paused'
        ? t('goals.recurring.paused')
        : t('goals.recurring.pending');
  return (
    <div className="harta-row harta-between harta-gap-xs" data-testid="goal-recurring">
      <span className="harta-text harta-text-sm">{text}</span>
      <GoalCardLink
        to={to}
        variant="subtle"
        label={t('goals.recurring.open')}
        accessibleName={t('goals.recurring.openLabel', { name })}
      />
    </div>
  );
}
