import { lazy, Suspense, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PortfolioList } from '@harta/contracts/schemas/portfolios';
import type { DashboardSummary } from '@harta/contracts/schemas/returns';
import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LoadFailed } from '../../../components/page/load-failed';
import { formatRinggit } from '../../../lib/money/format-ringgit';
import { useDashboardT } from '../i18n/use-dashboard-t';
import { PortfolioCard } from './portfolio-card';

// The goal forms (react-hook-form, zod, the risk list) load when first opened, not with the dashboard.
const AddGoalModal = lazy(async () => ({ default: (await import('./add-goal-modal')).AddGoalModal }));
const RenameGoalModal = lazy(async () => ({ default: (await import('./rename-goal-modal')).RenameGoalModal }));

/**
 * The client's goals with their values, the total, and the actions to add one or rename one. Each goal's return and
 * allocation come from the summary; the cards show without them if it failed. Both queries are the page's.
 */
export function PortfoliosSection({
  portfolios,
  summary,
}: {
  portfolios: UseQueryResult<PortfolioList>;
  summary: UseQueryResult<DashboardSummary>;
}) {
  const t = useDashboardT();
  const [adding, setAdding] = useState(false);
  // Mounted from the first opening on (it closes with its animation).
  const [addOpenedOnce, setAddOpenedOnce] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);

  if (portfolios.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('app.loading')}>
        <Skeleton height={28} width="40%" />
        <Skeleton height={140} />
      </Stack>
    );
  }
  if (portfolios.isError) return <LoadFailed onRetry={() => void portfolios.refetch()} />;

  const { portfolios: list, total, canAdd, maxRiskLevel } = portfolios.data;
  const renamed = list.find((p) => p.guid === renaming);
  return (
    <Stack gap="md" component="section" aria-labelledby="portfolios-heading">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h3" id="portfolios-heading">
            {t('goals.heading')}
          </Title>
          {list.length > 0 && (
            <Text c="dimmed" size="sm">
              {t('goals.totalValue')}:{' '}
              <Text span fw={700} c="var(--mantine-color-text)" data-testid="portfolios-total">
                {formatRinggit(total)}
              </Text>
            </Text>
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
      </Group>
      {list.length === 0 ? (
        <Card>
          <Text>{t('goals.none')}</Text>
          {canAdd && <Text c="dimmed">{t('goals.noneApproved')}</Text>}
        </Card>
      ) : (
        list.map((p) => (
          <PortfolioCard
            key={p.guid}
            portfolio={p}
            summary={summary.data?.portfolios.find((s) => s.guid === p.guid)}
            onRename={() => setRenaming(p.guid)}
          />
        ))
      )}
      <Suspense fallback={null}>
        {addOpenedOnce && <AddGoalModal opened={adding} onClose={() => setAdding(false)} maxRiskLevel={maxRiskLevel} />}
        {renamed && <RenameGoalModal key={renamed.guid} portfolio={renamed} onClose={() => setRenaming(null)} />}
      </Suspense>
    </Stack>
  );
}
