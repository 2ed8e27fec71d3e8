import '@mantine/core/styles/Alert.css';
import { Alert, Button, Card, Container, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { href } from '@harta/contracts/routes';
import type { RecurringDepositView } from '@harta/contracts/schemas/recurring-deposits';
import { LoadFailed } from '../../../components/page/load-failed';
import { PageTitle } from '../../../components/page/page-title';
import { formatRinggit } from '../../../lib/money/format-ringgit';
import { PORTFOLIO_PARAM } from '../../../lib/portfolios/portfolio-param';
import { useRecurringDeposit, useRecurringDeposits } from '../api/recurring-deposit-api';
import { useRecurringT } from '../i18n/use-recurring-t';
import { authorisingPortfolio } from '../logic/pending-authorisation';
import { reasonText } from '../logic/schedule-words';

/**
 * `recurring-deposit/return?schedule=<guid>`: where the bank sends the browser back after the mandate's
 * authorisation. It shows the schedule's STORED status (the server has the bank's signed answer; the address decides
 * nothing) and asks again every two seconds while it is still waiting for the bank.
 */
export function RecurringReturnPage() {
  const t = useRecurringT();
  const [params] = useSearchParams();
  const schedule = params.get('schedule') ?? '';
  const remembered = authorisingPortfolio(schedule);
  // Without the goal remembered in this tab (another tab, storage off), the live schedules name it.
  const live = useRecurringDeposits(remembered === null);
  const portfolio = remembered ?? live.data?.find((s) => s.guid === schedule)?.portfolioGuid ?? '';

  return (
    <Container size="xs">
      <Stack gap="lg">
        <PageTitle>{t('recurring.return.title')}</PageTitle>
        {portfolio !== '' ? (
          <ReturnResult portfolio={portfolio} schedule={schedule} />
        ) : live.isPending && remembered === null ? (
          <Checking />
        ) : live.isError ? (
          <LoadFailed onRetry={() => void live.refetch()} />
        ) : (
          <Card>
            <Text role="alert">{t('recurring.return.notFound')}</Text>
          </Card>
        )}
        <Group>
          <Button variant="default" component={Link} to={href.to('dashboard')}>
            {t('recurring.toGoal')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

function Checking() {
  const t = useRecurringT();
  return (
    <Card aria-busy="true" aria-label={t('recurring.return.checking')}>
      <Stack>
        <Skeleton height={24} width="60%" />
        <Skeleton height={18} />
      </Stack>
    </Card>
  );
}

function ReturnResult({ portfolio, schedule }: { portfolio: string; schedule: string }) {
  const t = useRecurringT();
  const answer = useRecurringDeposit(portfolio, { pollWhilePending: true });
  if (answer.isPending) return <Checking />;
  if (answer.isError) return <LoadFailed onRetry={() => void answer.refetch()} />;
  const current = answer.data;
  if (!current || current.guid !== schedule) {
    return (
      <Card>
        <Text role="alert">{t('recurring.return.notFound')}</Text>
      </Card>
    );
  }
  const to = `${href.to('recurringDeposit')}?${PORTFOLIO_PARAM}=${encodeURIComponent(portfolio)}`;
  return (
    <Stack gap="md">
      <ReturnMessage schedule={current} />
      <Group>
        <Button component={Link} to={to}>
          {['rejected', 'expired'].includes(current.status)
            ? t('recurring.return.tryAgain')
            : t('recurring.return.toSchedule')}
        </Button>
      </Group>
    </Stack>
  );
}

function ReturnMessage({ schedule }: { schedule: RecurringDepositView }) {
  const t = useRecurringT();
  switch (schedule.status) {
    case 'pending_authorisation':
      return (
        <Alert color="yellow" variant="light" role="status" data-testid="recurring-return">
          <Group gap="sm" wrap="nowrap">
            <Loader size="sm" />
            <Text size="sm">{t('recurring.return.pending')}</Text>
          </Group>
        </Alert>
      );
    case 'active':
    case 'paused':
      return (
        <Alert color="green" variant="light" role="status" data-testid="recurring-return">
          {t('recurring.return.active', { amount: formatRinggit(schedule.amount) })}
        </Alert>
      );
    default:
      return (
        <Alert color="red" variant="light" role="alert" data-testid="recurring-return">
          {t('recurring.return.rejected', {
            reason: reasonText(t, schedule.statusReason) || t(`recurring.status.${schedule.status}`),
          })}
        </Alert>
      );
  }
}

export default RecurringReturnPage;
