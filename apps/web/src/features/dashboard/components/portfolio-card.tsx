import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { href } from '@harta/contracts/routes';
import type { Portfolio } from '@harta/contracts/schemas/portfolios';
import { formatRinggit } from '../../../lib/money/format-ringgit';
import { useDashboardT } from '../i18n/use-dashboard-t';
import { formatDay } from '../logic/format-day';

/** One goal: its name and risk level, what it is worth (cash and invested), its holdings, rename and deposit. */
export function PortfolioCard({ portfolio, onRename }: { portfolio: Portfolio; onRename: () => void }) {
  const t = useDashboardT();
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
        {empty ? (
          <Text size="sm" c="dimmed">
            {t('goals.notInvestedYet')}
          </Text>
        ) : (
          portfolio.holdings.length > 0 && <Holdings portfolio={portfolio} />
        )}
        <Group justify="space-between" align="center">
          <Text size="xs" c="dimmed">
            {portfolio.priceDate ? t('goals.pricesAsOf', { date: formatDay(portfolio.priceDate) }) : ''}
          </Text>
          <Button
            component={Link}
            to={`${href.to('deposit')}?portfolio=${encodeURIComponent(portfolio.guid)}`}
            size="xs"
            variant={empty ? 'filled' : 'light'}
          >
            {t('goals.deposit')}
          </Button>
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

function Holdings({ portfolio }: { portfolio: Portfolio }) {
  const t = useDashboardT();
  return (
    <Table.ScrollContainer minWidth={420}>
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
