import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { href } from '@harta/contracts/routes';
import { useTranslation } from 'react-i18next';
import type { Portfolio } from '@harta/contracts/schemas/portfolios';
import type { DashboardPortfolio } from '@harta/contracts/schemas/returns';
import { AllocationDonut } from '../../../components/charts/allocation-donut';
import { SignedFigure } from '../../../components/money/signed-figure';
import { assetClassLabel } from '../../../lib/i18n/asset-class-label';
import { formatRate, formatSignedRinggit } from '../../../lib/money/format-return';
import { formatRinggit } from '../../../lib/money/format-ringgit';
import { useDashboardT } from '../i18n/use-dashboard-t';
import { formatDate } from '../../../lib/i18n/format-date';
import { switchPortfolioHref } from '../../../lib/portfolios/switch-link';

/**
 * One goal: its name and risk level, what it is worth (cash and invested), its return and allocation (from the
 * dashboard summary, when it has come), its holdings, rename, deposit and its performance page.
 */
export function PortfolioCard({
  portfolio,
  summary,
  onRename,
}: {
  portfolio: Portfolio;
  summary?: DashboardPortfolio;
  onRename: () => void;
}) {
  const t = useDashboardT();
  const { pathname } = useLocation();
  const empty = portfolio.total === '0.00' && portfolio.holdings.length === 0;
  return (
    <Card component="section" aria-label={portfolio.goalName} data-testid="portfolio-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4}>
            <Title order={3} size="h4">
              {portfolio.goalName}
            </Title>
            <Badge variant="light" size="sm">
              {t('goals.riskLevel', { level: portfolio.riskLevel, name: portfolio.riskLevelName })}
            </Badge>
          </Stack>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={onRename}
            aria-label={t('goals.renameLabel', { name: portfolio.goalName })}
          >
            {t('goals.rename')}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          <Figure label={t('goals.value')} value={formatRinggit(portfolio.total)} strong testId="portfolio-total" />
          <Figure label={t('goals.cash')} value={formatRinggit(portfolio.cash)} testId="portfolio-cash" />
          <Figure label={t('goals.invested')} value={formatRinggit(portfolio.invested)} testId="portfolio-invested" />
        </SimpleGrid>
        {summary && <ReturnAndAllocation summary={summary} />}
        {empty ? (
          <Text size="sm" c="dimmed">
            {t('goals.notInvestedYet')}
          </Text>
        ) : (
          portfolio.holdings.length > 0 && <Holdings portfolio={portfolio} />
        )}
        <Group justify="space-between" align="center">
          <Text size="xs" c="dimmed">
            {portfolio.priceDate ? t('goals.pricesAsOf', { date: formatDate(portfolio.priceDate) }) : ''}
          </Text>
          <Group gap="xs">
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
            <Button
              component={Link}
              to={`${href.to('deposit')}?portfolio=${encodeURIComponent(portfolio.guid)}`}
              size="xs"
              variant={empty ? 'filled' : 'light'}
            >
              {t('goals.deposit')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

function Figure({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={strong ? 700 : 500} size={strong ? 'lg' : 'md'} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/** The goal's return to date (amount and time-weighted rate) and its allocation by asset class. */
function ReturnAndAllocation({ summary }: { summary: DashboardPortfolio }) {
  const t = useDashboardT();
  const { t: tApp } = useTranslation();
  return (
    <Group justify="space-between" align="center" gap="md">
      <div>
        <Text size="xs" c="dimmed">
          {t('goals.return')}
        </Text>
        <Group gap="xs" align="baseline">
          <SignedFigure value={summary.totalReturn} fw={500} data-testid="portfolio-return">
            {formatSignedRinggit(summary.totalReturn)}
          </SignedFigure>
          {summary.totalReturnRate !== null && (
            <SignedFigure value={summary.totalReturnRate} size="sm" data-testid="portfolio-return-rate">
              {formatRate(summary.totalReturnRate)}
            </SignedFigure>
          )}
        </Group>
      </div>
      <AllocationDonut
        size={72}
        title={t('goals.allocation', { name: summary.goalName })}
        emptyText={t('goals.allocationEmpty')}
        slices={summary.allocation.map(({ key, weightBps }) => ({
          key,
          weightBps,
          label: assetClassLabel(tApp, key),
        }))}
      />
    </Group>
  );
}

function Holdings({ portfolio }: { portfolio: Portfolio }) {
  const t = useDashboardT();
  return (
    <Table.ScrollContainer
      minWidth={420}
      // Focusable, so that a keyboard can scroll it on a narrow screen (axe: scrollable-region-focusable).
      type="native"
      tabIndex={0}
    >
      <Table fz="sm" verticalSpacing={4} aria-label={t('goals.holdings', { name: portfolio.goalName })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('goals.col.fund')}</Table.Th>
            <Table.Th ta="right">{t('goals.col.units')}</Table.Th>
            <Table.Th ta="right">{t('goals.col.price')}</Table.Th>
            <Table.Th ta="right">{t('goals.col.value')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {portfolio.holdings.map((h) => (
            <Table.Tr key={h.ticker}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {h.ticker}
                </Text>
                <Text size="xs" c="dimmed">
                  {h.name}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{h.units}</Table.Td>
              <Table.Td ta="right">{`${h.currency} ${h.close}`}</Table.Td>
              <Table.Td ta="right">{formatRinggit(h.value).replace(/^RM /, '')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
