import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Alert, Anchor, Button, Card, Container, Group, NativeSelect, Skeleton, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { href } from '@harta/contracts/routes';
import type { Portfolio } from '@harta/contracts/schemas/portfolios';
import { LoadFailed } from '../../../components/page/load-failed';
import { PageTitle } from '../../../components/page/page-title';
import { usePortfolios } from '../../../lib/portfolios/api/get-portfolios';
import { ADD_GOAL_HREF } from '../../../lib/portfolios/add-goal-link';
import { PORTFOLIO_PARAM } from '../../../lib/portfolios/portfolio-param';
import { isSandboxEnvironment } from '../../../lib/settings/is-sandbox';
import { useSettings } from '../../../lib/settings/settings-context';
import { useAmountBounds, useMandateBanks, useRecurringDeposit } from '../api/recurring-deposit-api';
import { useRecurringT } from '../i18n/use-recurring-t';
import { hasEnded, reasonText } from '../logic/schedule-words';
import { CollectionsList } from './collections-list';
import { ScheduleCard } from './schedule-card';
import { SetupRecurringForm } from './setup-form';

/**
 * `recurring-deposit?portfolio=<guid>` (docs/goals.md "What the client sees"): a goal's recurring deposit. Without
 * one (or after one ended) the set-up form; while the bank has not answered, the schedule waiting (asked again every
 * two seconds); a live one with its actions; and the collections below. Opened from the goal's card and its plan.
 */
export function RecurringDepositPage() {
  const t = useRecurringT();
  const portfolios = usePortfolios();
  const [params, setParams] = useSearchParams();
  const goals = portfolios.data?.portfolios ?? [];
  const asked = params.get(PORTFOLIO_PARAM);
  const goal = goals.find((p) => p.guid === asked) ?? goals[0];

  return (
    <Container size="sm">
      <Stack gap="lg">
        <div>
          <PageTitle>{t('recurring.title')}</PageTitle>
          <Text c="dimmed" mt={4}>
            {t('recurring.intro')}
          </Text>
        </div>
        {portfolios.isPending ? (
          <PageLoading label={t('recurring.loading')} />
        ) : portfolios.isError ? (
          <LoadFailed onRetry={() => void portfolios.refetch()} />
        ) : !goal ? (
          <Card>
            <Stack gap="sm" align="flex-start">
              <Text>{t('recurring.noGoal')}</Text>
              <Button component={Link} to={ADD_GOAL_HREF}>
                {t('recurring.addGoal')}
              </Button>
            </Stack>
          </Card>
        ) : (
          <>
            {goals.length > 1 && (
              <NativeSelect
                label={t('recurring.goal')}
                value={goal.guid}
                data={goals.map((p) => ({ value: p.guid, label: p.goalName }))}
                onChange={(event) => setParams({ [PORTFOLIO_PARAM]: event.currentTarget.value }, { replace: true })}
              />
            )}
            <GoalRecurringDeposit key={goal.guid} goal={goal} />
          </>
        )}
      </Stack>
    </Container>
  );
}

function PageLoading({ label }: { label: string }) {
  return (
    <Card aria-busy="true" aria-label={label}>
      <Stack>
        <Skeleton height={28} width="50%" />
        <Skeleton height={56} />
        <Skeleton height={160} />
      </Stack>
    </Card>
  );
}

function GoalRecurringDeposit({ goal }: { goal: Portfolio }) {
  const t = useRecurringT();
  const settings = useSettings();
  const schedule = useRecurringDeposit(goal.guid, { pollWhilePending: true });
  const ended = schedule.isSuccess && hasEnded(schedule.data);
  // The set-up form's lists are read only when it is shown.
  const banks = useMandateBanks(ended);
  const bounds = useAmountBounds(ended);

  if (schedule.isPending) return <PageLoading label={t('recurring.loading')} />;
  if (schedule.isError) {
    return <LoadFailed message={t('recurring.loadFailed')} onRetry={() => void schedule.refetch()} />;
  }
  const current = schedule.data;
  return (
    <>
      {isSandboxEnvironment(settings.environment) && (
        <Alert color="yellow" variant="light">
          {t('recurring.sandbox')}
        </Alert>
      )}
      {current && ended && current.statusReason && (
        <Alert color="gray" variant="light" data-testid="recurring-ended">
          {t('recurring.setup.ended', { reason: reasonText(t, current.statusReason) })}
        </Alert>
      )}
      {!ended && current ? (
        <ScheduleCard schedule={current} />
      ) : banks.isPending || bounds.isPending ? (
        <PageLoading label={t('recurring.loading')} />
      ) : banks.isError || bounds.isError ? (
        <LoadFailed
          onRetry={() => {
            void banks.refetch();
            void bounds.refetch();
          }}
        />
      ) : (
        <SetupRecurringForm portfolio={goal.guid} goalName={goal.goalName} banks={banks.data} bounds={bounds.data} />
      )}
      {current && <CollectionsList portfolio={goal.guid} />}
      <Group gap="md">
        <Anchor component={Link} to={href.to('dashboard')} size="sm">
          {t('recurring.toGoal')}
        </Anchor>
        <Anchor
          component={Link}
          to={`${href.to('performance')}?${PORTFOLIO_PARAM}=${encodeURIComponent(goal.guid)}`}
          size="sm"
        >
          {t('recurring.toPlan')}
        </Anchor>
      </Group>
    </>
  );
}

export default RecurringDepositPage;
