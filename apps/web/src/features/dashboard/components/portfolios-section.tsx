import { lazy, Suspense, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PortfolioList } from '@harta/contracts/schemas/portfolios';
import type { DashboardSummary } from '@harta/contracts/schemas/returns';
import '../../../components/plain/plain.css';
import { Button, Skeleton, Stack } from '@mantine/core';
import { useLocation, useSearchParams } from 'react-router';
import { ADD_GOAL_PARAM } from '../../../lib/portfolios/add-goal-link';
import { LoadFailed } from '../../../components/page/load-failed';
import { formatRinggit } from '../../../lib/money/format-ringgit';
import type { DashboardT } from '../i18n/use-dashboard-t';
import { useGoalPlans } from '../api/get-goal-plans';
import { useRecurringDeposits } from '../api/get-recurring-deposits';
import { PortfolioCard } from './portfolio-card';

// The goal forms (react-hook-form, zod, the risk list) load when first opened, not with the dashboard.
const AddGoalModal = lazy(async () => ({ default: (await import('./add-goal-modal')).AddGoalModal }));
const RenameGoalModal = lazy(async () => ({ default: (await import('./rename-goal-modal')).RenameGoalModal }));

/**
 * The client's goals with their values, the total, and the actions to add one or rename one. Each goal's return and
 * allocation come from the summary; the cards show without them if it failed. Both queries are the page's, and so
 * is `t`.
 */
export function PortfoliosSection({
  portfolios,
  summary,
  t,
}: {
  portfolios: UseQueryResult<PortfolioList>;
  summary: UseQueryResult<DashboardSummary>;
  t: DashboardT;
}) {
  const { pathname } = useLocation();
  const [adding, setAdding] = useState(false);
  // Mounted from the first opening on (it closes with its animation).
  const [addOpenedOnce, setAddOpenedOnce] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);
  const plans = useGoalPlans();
  const recurring = useRecurringDeposits();
  // `?add-goal=1` (the deposit page of a client with no goal) opens the form once the list says a goal may be added.
  const [params, setParams] = useSearchParams();
  // Asked for by the address: open (derived, not copied into state); closing it drops the parameter.
  const askedToAdd = params.get(ADD_GOAL_PARAM) === '1' && portfolios.data?.canAdd === true;
  const closeAdd = () => {
    setAdding(false);
    setAddOpenedOnce(true);
    if (askedToAdd) {
      setParams(
        (p) => {
          p.delete(ADD_GOAL_PARAM);
          return p;
        },
        { replace: true },
      );
    }
  };

  if (portfolios.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('app.loading')}>
        <Skeleton height={28} width="40%" />
        <Skeleton height={140} />
      </Stack>
    );
  }
  if (portfolios.isError) return <LoadFailed onRetry={() => void portfolios.refetch()} />;

  const { portfolios: list, canAdd, maxRiskLevel } = portfolios.data;
  // One total on the page: the summary's valuation when it has come (the list's live figure otherwise).
  const total = summary.data?.totalValue ?? portfolios.data.total;
  const renamed = list.find((p) => p.guid === renaming);
  return (
    <section className="harta-stack" aria-labelledby="portfolios-heading">
      <div className="harta-row harta-between harta-align-end">
        <div>
          <h2 className="harta-h3" id="portfolios-heading">
            {t('goals.heading')}
          </h2>
          {list.length > 0 && (
            <p className="harta-text harta-text-sm harta-dimmed">
              {t('goals.totalValue')}:{' '}
              <span
                className="harta-fw-700"
                style={{ color: 'var(--mantine-color-text)' }}
                data-testid="portfolios-total"
              >
                {formatRinggit(total)}
              </span>
            </p>
          )}
        </div>
        {canAdd && (
          <Button
            variant="light"
            onClick={() => {
              setAddOpenedOnce(true);
              setAdding(true);
            }}
          >
            {t('goals.add')}
          </Button>
        )}
      </div>
      {list.length === 0 ? (
        <div className="harta-card">
          <p className="harta-text">{t('goals.none')}</p>
          {canAdd && <p className="harta-text harta-dimmed">{t('goals.noneApproved')}</p>}
        </div>
      ) : (
        list.map((p) => (
          <PortfolioCard
            key={p.guid}
            portfolio={p}
            summary={summary.data?.portfolios.find((s) => s.guid === p.guid)}
            plan={plans.data?.find((plan) => plan.guid === p.guid)}
            plansLoaded={plans.isSuccess}
            recurring={recurring.data?.find((r) => r.portfolioGuid === p.guid)}
            recurringLoaded={recurring.isSuccess}
            onRename={() => setRenaming(p.guid)}
            t={t}
            pathname={pathname}
          />
        ))
      )}
      <Suspense fallback={null}>
        {(addOpenedOnce || askedToAdd) && (
          <AddGoalModal opened={adding || askedToAdd} onClose={closeAdd} maxRiskLevel={maxRiskLevel} />
        )}
        {renamed && <RenameGoalModal key={renamed.guid} portfolio={renamed} onClose={() => setRenaming(null)} />}
      </Suspense>
    </section>
  );
}
