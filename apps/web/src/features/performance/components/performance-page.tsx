import '@mantine/core/styles/SimpleGrid.css';
import { Anchor, Button, Card, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { href } from '@harta/contracts/routes';
import { RETURN_PERIODS, type Performance, type ReturnPeriod } from '@harta/contracts/schemas/returns';
import { LoadingBlock } from '../../../components/feedback/loading-block';
import { LoadFailed } from '../../../components/page/load-failed';
import { LabelledFigure } from '../../../components/money/labelled-figure';
import { PageTitle } from '../../../components/page/page-title';
import { formatDate } from '../../../lib/i18n/format-date';
import { isHttpError } from '../../../lib/http/http-error';
import { signOf } from '../../../lib/money/format-return';
import { formatRinggit } from '../../../lib/money/format-ringgit';
import { GoalPlanSection } from '../goal-plan/components/goal-plan-section';
import { usePerformance } from '../api/get-performance';
import { usePerformanceT } from '../i18n/use-performance-t';
import { seriesFrom } from '../logic/series';
import { AllocationSection } from './allocation-section';
import { HoldingsTable } from './holdings-table';
import { PeriodSelector } from './period-selector';
import { PortfolioSwitcher } from './portfolio-switcher';
import { ReturnsPanel } from './returns-panel';
import { ReturnsTable } from './returns-table';
import { ValueChart } from './value-chart';

const DEFAULT_PERIOD: ReturnPeriod = 'SI';
const isPeriod = (value: string | null): value is ReturnPeriod =>
  value !== null && (RETURN_PERIODS as readonly string[]).includes(value);

/** The page's choices (portfolio and period) as address parameters. */
function useChoices() {
  const [search, setSearch] = useSearchParams();
  const portfolio = search.get('portfolio') || null;
  const requested = search.get('period');
  const period = isPeriod(requested) ? requested : DEFAULT_PERIOD;
  const set = (name: string, value: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return {
    portfolio,
    period,
    search: search.toString(),
    setPortfolio: (guid: string | null) => set('portfolio', guid),
    setPeriod: (next: ReturnPeriod) => set('period', next === DEFAULT_PERIOD ? null : next),
  };
}

function Headline({ performance }: { performance: Performance }) {
  const t = usePerformanceT();
  return (
    <Card>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <LabelledFigure
          label={t('perf.value')}
          value={formatRinggit(performance.value)}
          hint={performance.asOf ? t('perf.asOf', { date: formatDate(performance.asOf) }) : t('perf.notValuedYet')}
          size="xl"
          testId="performance-value"
        />
        <LabelledFigure
          label={t('perf.netDeposits')}
          value={formatRinggit(performance.netDeposits)}
          hint={t('perf.netDepositsHint')}
          testId="performance-net-deposits"
        />
      </SimpleGrid>
    </Card>
  );
}

function NothingYet() {
  const t = usePerformanceT();
  return (
    <Card data-testid="performance-empty">
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>{t('perf.emptyTitle')}</Text>
        <Text>{t('perf.emptyBody')}</Text>
        <Button component={Link} to={href.to('deposit')}>
          {t('perf.deposit')}
        </Button>
      </Stack>
    </Card>
  );
}

function Loading() {
  const t = usePerformanceT();
  return <LoadingBlock label={t('app.loading')} heights={[90, 40, 220, 260]} data-testid="performance-loading" />;
}

/**
 * The performance pages (spec section 2, the dashboard's module): `performance` shows the chosen period's returns
 * explained, the chart of value against net deposits, the allocation (asset classes, regions on the world map) and
 * the holdings; `performance/summary-detail` (the native bottom bar's Performance) shows every period at a glance.
 * Both switch between all portfolios and one.
 */
export function PerformancePage({ variant = 'full' }: { variant?: 'full' | 'summary' }) {
  const t = usePerformanceT();
  const choices = useChoices();
  const performance = usePerformance(choices.portfolio);
  const data = performance.data;
  const selected = data?.returns.find((r) => r.period === choices.period);
  const query = choices.search ? `?${choices.search}` : '';
  const empty = data && data.series.dates.length === 0 && signOf(data.value) === 0 && signOf(data.netDeposits) === 0;

  let body;
  if (performance.isPending) body = <Loading />;
  else if (performance.isError && !data) {
    body =
      isHttpError(performance.error) && performance.error.status === 404 && choices.portfolio ? (
        <Card>
          <Stack align="flex-start">
            <Text role="alert">{t('perf.notFound')}</Text>
            <Button onClick={() => choices.setPortfolio(null)}>{t('perf.showAll')}</Button>
          </Stack>
        </Card>
      ) : (
        <LoadFailed message={t('perf.loadFailed')} onRetry={() => void performance.refetch()} />
      );
  } else if (data && empty) {
    // A new goal is when a client most wants to set its target.
    body = (
      <>
        <NothingYet />
        {choices.portfolio && variant === 'full' && <GoalPlanSection guid={choices.portfolio} />}
      </>
    );
  } else if (data && variant === 'summary') {
    body = (
      <>
        <Headline performance={data} />
        <ReturnsTable returns={data.returns} />
        <Anchor component={Link} to={`${href.to('performance')}${query}`}>
          {t('perf.fullPage')}
        </Anchor>
      </>
    );
  } else if (data) {
    body = (
      <>
        <Headline performance={data} />
        {choices.portfolio && <GoalPlanSection guid={choices.portfolio} />}
        <PeriodSelector value={choices.period} onChange={choices.setPeriod} />
        {selected && <ReturnsPanel ret={selected} />}
        <ValueChart series={seriesFrom(data.series, selected?.from ?? null)} />
        <AllocationSection allocation={data.allocation} />
        <HoldingsTable holdings={data.holdings} />
        <Anchor component={Link} to={`${href.to('performanceSummaryDetail')}${query}`}>
          {t('perf.summaryPage')}
        </Anchor>
      </>
    );
  }

  return (
    <Container size="md">
      <Stack gap="lg">
        <div>
          <PageTitle>{t(variant === 'summary' ? 'page.performanceSummary' : 'page.performance')}</PageTitle>
          <Text c="dimmed" mt={4}>
            {t(variant === 'summary' ? 'perf.summarySubtitle' : 'perf.subtitle')}
          </Text>
        </div>
        <Group>
          <PortfolioSwitcher value={choices.portfolio} onChange={choices.setPortfolio} />
        </Group>
        <Stack gap="lg" style={{ opacity: performance.isPlaceholderData ? 0.6 : 1 }} aria-busy={performance.isFetching}>
          {body}
        </Stack>
      </Stack>
    </Container>
  );
}

/** `performance/summary-detail`: every period's returns at a glance. */
export function PerformanceSummaryPage() {
  return <PerformancePage variant="summary" />;
}

export default PerformancePage;
