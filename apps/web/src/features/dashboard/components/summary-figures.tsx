import '@mantine/core/styles/SimpleGrid.css';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { href } from '@harta/contracts/routes';
import type { DashboardSummary } from '@harta/contracts/schemas/returns';
import { LabelledFigure } from '../../../components/money/labelled-figure';
import { SignedFigure } from '../../../components/money/signed-figure';
import { formatRate, formatSignedRinggit } from '../../../lib/money/format-return';
import { formatRinggit } from '../../../lib/money/format-ringgit';
import { useDashboardT } from '../i18n/use-dashboard-t';
import { formatDate } from '../../../lib/i18n/format-date';
import { missingRateReason } from '../logic/rate-reason';

/** The client's money at a glance: total value, net deposits and the total return (amount and rate), explained. */
export function SummaryFigures({ summary }: { summary: DashboardSummary }) {
  const t = useDashboardT();
  const reason = missingRateReason(summary.totalValue, summary.netDeposits);
  return (
    <Card component="section" aria-labelledby="summary-heading">
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h3" id="summary-heading">
            {t('summary.heading')}
          </Title>
          <Text size="xs" c="dimmed">
            {summary.asOf ? t('summary.asOf', { date: formatDate(summary.asOf) }) : t('summary.notValuedYet')}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
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
            <Text size="sm" c="dimmed">
              {t('summary.totalReturn')}
            </Text>
            <Group gap="xs" align="baseline">
              <SignedFigure value={summary.totalReturn} fw={600} size="lg" data-testid="summary-total-return">
                {formatSignedRinggit(summary.totalReturn)}
              </SignedFigure>
              {summary.totalReturnRate !== null && (
                <SignedFigure value={summary.totalReturnRate} size="sm" data-testid="summary-total-return-rate">
                  {formatRate(summary.totalReturnRate)}
                </SignedFigure>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {summary.totalReturnRate === null
                ? t(reason === 'NO_MONEY' ? 'summary.rateNoMoney' : 'summary.rateNoHistory')
                : `${t('summary.totalReturnHint')} ${t('summary.rateHint')}`}
            </Text>
          </div>
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={href.to('performance')} variant="light" size="sm">
            {t('summary.seePerformance')}
          </Button>
          <Button component={Link} to={href.to('deposit')} size="sm">
            {t('summary.deposit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** A client with no money yet: what to do next, and the way to do it. */
export function NoMoneyYet() {
  const t = useDashboardT();
  return (
    <Card component="section" aria-labelledby="empty-heading" data-testid="dashboard-empty">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" id="empty-heading">
          {t('dashboard.emptyTitle')}
        </Title>
        <Text>{t('dashboard.emptyBody')}</Text>
        <Button component={Link} to={href.to('deposit')}>
          {t('dashboard.firstDeposit')}
        </Button>
      </Stack>
    </Card>
  );
}
