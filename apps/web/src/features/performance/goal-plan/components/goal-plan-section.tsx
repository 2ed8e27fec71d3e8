import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Progress.css';
import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { href } from '@harta/contracts/routes';
import { GoalPlanStatus, type GoalPlan } from '@harta/contracts/schemas/goal-plans';
import { LoadingBlock } from '../../../../components/feedback/loading-block';
import { LoadFailed } from '../../../../components/page/load-failed';
import { formatDate } from '../../../../lib/i18n/format-date';
import { formatRinggit } from '../../../../lib/money/format-ringgit';
import { PORTFOLIO_PARAM } from '../../../../lib/portfolios/portfolio-param';
import { useGoalPlan } from '../api/get-goal-plan';
import { useGoalsT } from '../i18n/use-goals-t';
import { PlanFormFields } from './plan-form';
import { ProjectionChart } from './projection-chart';

function Progressing({ plan }: { plan: GoalPlan }) {
  const t = useGoalsT();
  const target = plan.target!;
  const onTrack = plan.projection.status === GoalPlanStatus.OnTrack;
  const percent = plan.progressPercent ?? 0;
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600} data-testid="plan-progress">
          {t('plan.progress', {
            value: formatRinggit(plan.currentValue),
            target: formatRinggit(target.amount),
            date: formatDate(target.date),
          })}
        </Text>
        <Badge color={onTrack ? 'teal' : 'orange'} variant="light" data-testid="plan-status">
          {t(onTrack ? 'plan.onTrack' : 'plan.needsAttention')}
        </Badge>
      </Group>
      <Progress
        value={Math.min(100, percent)}
        aria-label={t('plan.progressLabel', { percent: percent.toFixed(1) })}
        size="lg"
      />
      <Text size="sm">
        {onTrack
          ? t('plan.onTrackBody', { date: formatDate(target.date) })
          : t('plan.needsAttentionBody', {
              date: formatDate(target.date),
              deposit: formatRinggit(plan.projection.depositForTarget ?? '0'),
            })}
      </Text>
    </Stack>
  );
}

/**
 * A goal's plan on its performance page (docs/goals.md): progress towards the target and whether it is on track,
 * the planned monthly deposit, the projected range as a chart and in words, the assumptions and the warning that
 * this is no promise; and the form that sets the plan.
 */
export function GoalPlanSection({ guid }: { guid: string }) {
  const t = useGoalsT();
  const query = useGoalPlan(guid);
  const [editing, setEditing] = useState(false);
  const plan = query.data;

  let body;
  if (query.isPending) body = <LoadingBlock label={t('plan.loading')} heights={[60, 200]} />;
  else if (!plan) body = <LoadFailed message={t('plan.loadFailed')} onRetry={() => void query.refetch()} />;
  else if (editing) body = <PlanFormFields plan={plan} onDone={() => setEditing(false)} />;
  else {
    body = (
      <>
        {plan.target ? <Progressing plan={plan} /> : <Text>{t('plan.noTarget')}</Text>}
        <Text size="sm" data-testid="plan-monthly">
          {plan.monthlyDeposit === '0.00'
            ? t('plan.monthlyNone')
            : t('plan.monthly', { amount: formatRinggit(plan.monthlyDeposit) })}
        </Text>
        <ProjectionChart points={plan.projection.points} />
        <Text size="xs" c="dimmed">
          {t('plan.assumptions', {
            ret: plan.assumptions.expectedReturnPercent,
            vol: plan.assumptions.volatilityPercent,
          })}{' '}
          {t('plan.disclaimer')}
        </Text>
        <Group>
          <Button variant="light" onClick={() => setEditing(true)}>
            {t(plan.target ? 'plan.edit' : 'plan.setTarget')}
          </Button>
          {/* Money that goes in by itself each month: the goal's recurring deposit (docs/goals.md). */}
          <Button
            variant="subtle"
            component={Link}
            to={`${href.to('recurringDeposit')}?${PORTFOLIO_PARAM}=${encodeURIComponent(guid)}`}
          >
            {t('plan.recurring')}
          </Button>
        </Group>
      </>
    );
  }

  return (
    <Card component="section" aria-labelledby="plan-heading" data-testid="goal-plan">
      <Stack gap="md">
        <Title order={2} size="h3" id="plan-heading">
          {t('plan.heading')}
        </Title>
        {body}
      </Stack>
    </Card>
  );
}
