import '../../../components/plain/plain.css';
import { href } from '@harta/contracts/routes';
import { GoalPlanStatus, type GoalPlanSummary } from '@harta/contracts/schemas/goal-plans';
import { formatDate } from '../../../lib/i18n/format-date';
import { formatRinggit } from '../../../lib/money/format-ringgit';
import { PORTFOLIO_PARAM } from '../../../lib/portfolios/portfolio-param';
import type { DashboardT } from '../i18n/use-dashboard-t';
import { GoalCardLink } from './goal-card-link';

/**
 * A goal's plan on its card (docs/goals.md): value against target, a bar and whether it is on track, linking to the
 * plan on the goal's page; a goal without a target offers to set one there.
 */
export function GoalProgress({
  guid,
  name,
  value,
  plan,
  t,
}: {
  guid: string;
  name: string;
  /** The card's value (ringgit), the same figure the plan's progress is of. */
  value: string;
  plan: GoalPlanSummary | undefined;
  t: DashboardT;
}) {
  const to = `${href.to('performance')}?${PORTFOLIO_PARAM}=${encodeURIComponent(guid)}`;
  if (!plan?.target) {
    return (
      <div className="harta-row">
        <GoalCardLink
          to={to}
          label={t('goals.plan.setTarget')}
          accessibleName={t('goals.plan.setTargetLabel', { name })}
        />
      </div>
    );
  }
  const percent = plan.progressPercent ?? 0;
  const onTrack = plan.status === GoalPlanStatus.OnTrack;
  return (
    <div className="harta-stack harta-gap-4" data-testid="goal-progress">
      <div className="harta-row harta-between harta-gap-xs">
        <span className="harta-text harta-text-sm">
          {t('goals.plan.progress', {
            value: formatRinggit(value),
            target: formatRinggit(plan.target.amount),
            date: formatDate(plan.target.date),
          })}
        </span>
        <span className="harta-badge" data-status={onTrack ? 'on-track' : 'needs-attention'}>
          {t(onTrack ? 'goals.plan.onTrack' : 'goals.plan.needsAttention')}
        </span>
      </div>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, percent)}
        aria-label={t('goals.plan.progressLabel', { name, percent: percent.toFixed(1) })}
        className="harta-progress"
      >
        <div className="harta-progress-bar" style={{ width: `${Math.min(100, percent)}%` }} />
      </div>
      <div className="harta-row">
        <GoalCardLink
          to={to}
          variant="subtle"
          label={t('goals.plan.open')}
          accessibleName={t('goals.plan.openLabel', { name })}
        />
      </div>
    </div>
  );
}
