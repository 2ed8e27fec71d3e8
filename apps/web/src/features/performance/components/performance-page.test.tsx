import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PortfolioList } from '@harta/contracts/schemas/portfolios';
import { resetHttpClientConfig } from '../../../lib/http/http-config';
import { fakeApi, jsonAnswer } from '../../../test/fake-api';
import { fakeAuth, renderRoutes, testQueryClient } from '../../../test/render';
import { performance, RETIREMENT_GUID, worldMap } from '../../../test/returns-payloads';
import { PerformancePage, PerformanceSummaryPage } from './performance-page';

/** The first wait of a test imports the page's and the schema's chunks cold: slow on a busy machine. */
const SLOW = { timeout: 8000 };

// uPlot draws on a canvas jsdom does not have; the chart's text alternative is what these tests read.
vi.mock('./value-chart-canvas', () => ({ default: () => <div data-testid="chart-canvas" /> }));

const portfolios: PortfolioList = {
  portfolios: [
    {
      guid: RETIREMENT_GUID,
      goalName: 'Retirement',
      riskLevel: 3,
      riskLevelName: 'Balanced',
      createdAt: '2024-03-01T00:00:00.000Z',
      cash: '0.00',
      invested: '12345.67',
      total: '12345.67',
      priceDate: '2026-03-06',
      holdings: [],
    },
  ],
  total: '12345.67',
  maxRiskLevel: 3,
  canAdd: true,
};

function api(routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/portfolios': () => ({ result: portfolios }),
    'GET /api/performance': () => ({ result: performance() }),
    ...routes,
  });
}

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/performance', element: <PerformancePage /> },
      { path: '/performance/summary-detail', element: <PerformanceSummaryPage /> },
    ],
    path,
    { auth: fakeAuth({ status: 'authenticated', roles: ['c'] }), queryClient: testQueryClient() },
  );
}

describe('the performance page', { timeout: 20_000 }, () => {
  const mapFetch = vi.fn(async () => new Response(JSON.stringify(worldMap), { status: 200 }));
  beforeEach(() => {
    // The world map is a static file of the web app, fetched without the API client.
    vi.stubGlobal('fetch', mapFetch);
  });
  afterEach(() => {
    resetHttpClientConfig();
    vi.unstubAllGlobals();
  });

  it('shows value and net deposits, and since inception both returns, annualised, each explained', async () => {
    api();
    renderAt('/performance');
    expect(await screen.findByTestId('performance-value', {}, SLOW)).toHaveTextContent('RM 12,345.67');
    expect(screen.getByTestId('performance-net-deposits')).toHaveTextContent('RM 11,111.11');
    expect(screen.getByRole('heading', { level: 2, name: 'Returns: Since inception' })).toBeInTheDocument();
    expect(screen.getByTestId('twr')).toHaveTextContent('+5.43%');
    expect(screen.getByTestId('mwr')).toHaveTextContent('+5.00%');
    expect(screen.getAllByText('Per year (annualised): the period is longer than a year.')).toHaveLength(2);
    expect(screen.getByText(/How your investments themselves did/)).toBeInTheDocument();
    expect(screen.getByText(/How your own money did, counting when you put it in/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why the two can differ' })).toBeInTheDocument();
    expect(screen.getByTestId('period-gain')).toHaveTextContent('+RM 1,234.56');
  });

  it('switches period: 1Y shows 3.13% time-weighted against 0.00% money-weighted, and the chart follows', async () => {
    api();
    const user = userEvent.setup();
    const { router } = renderAt('/performance');
    await screen.findByTestId('twr', {}, SLOW);
    await user.click(screen.getByRole('radio', { name: '1Y (Last year)' }));
    expect(screen.getByTestId('twr')).toHaveTextContent('+3.13%');
    expect(screen.getByTestId('mwr')).toHaveTextContent('0.00%');
    expect(screen.getAllByText('Over the period, not per year.')).toHaveLength(2);
    expect(router.state.location.search).toBe('?period=1Y');
    // The chart's text alternative covers the period only: from 6 Mar 2025 on.
    expect(screen.getByTestId('value-chart')).toHaveTextContent(
      'From 6 Mar 2025 to 6 Mar 2026, the value went from RM 9,000.00 to RM 12,345.67 and net deposits from RM 8,800.00 to RM 11,111.11.',
    );
    const table = screen.getByRole('table', { name: 'Value and net deposits, day by day' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 3);

    await user.click(screen.getByRole('radio', { name: '3M (Last 3 months)' }));
    expect(screen.getByTestId('twr')).toHaveTextContent('-2.00%');
    expect(screen.getByTestId('period-gain')).toHaveTextContent('-RM 250.00');
  });

  it('explains why a return is missing for a period longer than the portfolio', async () => {
    api();
    const user = userEvent.setup();
    renderAt('/performance?period=3Y');
    expect(await screen.findByTestId('return-unavailable', {}, SLOW)).toHaveTextContent(
      'Not available for three years: your portfolio is younger than this period, or has not been valued yet. Choose a shorter period, or since inception.',
    );
    expect(screen.getByTestId('twr')).toHaveTextContent('Not available');
    expect(screen.getByTestId('mwr')).toHaveTextContent('Not available');
    await user.click(screen.getByRole('radio', { name: '1M (Last month)' }));
    expect(screen.queryByTestId('return-unavailable')).not.toBeInTheDocument();
  });

  it('explains a period in which nothing was invested', async () => {
    const data = performance();
    data.returns = data.returns.map((r) =>
      r.period === '1M' ? { ...r, twr: null, mwr: null, gain: null, unavailableReason: 'NO_MONEY' as const } : r,
    );
    api({ 'GET /api/performance': () => ({ result: data }) });
    renderAt('/performance?period=1M');
    expect(await screen.findByTestId('return-unavailable', {}, SLOW)).toHaveTextContent(
      'Not available for one month: nothing was invested during this period, so there is no return to measure.',
    );
  });

  it('shows the allocation by asset class and by region (on the world map), and every holding', async () => {
    api();
    renderAt('/performance');
    expect(
      await screen.findByRole('img', { name: 'By asset class: Shares 60.0%, Bonds 40.0%' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('region-share').map((li) => li.textContent)).toEqual([
      'United States: 50.0% (RM 6,172.84)',
      'Malaysia: 30.0% (RM 3,703.70)',
      'Rest of the world: 20.0% (RM 2,469.13)',
    ]);
    expect(
      await screen.findByRole('img', {
        name: 'World map of where your money is invested: United States 50.0%, Malaysia 30.0%, Rest of the world 20.0%',
      }),
    ).toBeInTheDocument();
    expect(mapFetch).toHaveBeenCalledWith('/world-map.json', expect.anything());

    const holdings = screen.getByTestId('holdings-table');
    const [, vti, bond] = within(holdings).getAllByRole('row');
    expect(
      within(vti!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['5.123456', 'USD 250.1235on 6 Mar 2026', '6,172.84', '5,500.00', '▲+672.84', '50.0%']);
    expect(
      within(bond!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toContain('▼-96.30');
    expect(within(bond!).getByRole('rowheader')).toHaveTextContent('0800EAABF Malaysia Bond Index Fund');
  });

  it('switches between all portfolios and one, asking the API for that portfolio', async () => {
    const { calls } = api({
      'GET /api/performance': (url) => ({
        result: performance(url.searchParams.get('portfolio') ? { scope: RETIREMENT_GUID, value: '100.00' } : {}),
      }),
    });
    const user = userEvent.setup();
    const { router } = renderAt('/performance');
    expect(await screen.findByTestId('performance-value', {}, SLOW)).toHaveTextContent('RM 12,345.67');
    const select = screen.getByLabelText('Portfolio');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(select, RETIREMENT_GUID);
    await waitFor(() => expect(screen.getByTestId('performance-value')).toHaveTextContent('RM 100.00'));
    expect(router.state.location.search).toBe(`?portfolio=${RETIREMENT_GUID}`);
    expect(calls.filter((c) => c.url.pathname === '/api/performance').map((c) => c.url.search)).toEqual([
      '',
      `?portfolio=${RETIREMENT_GUID}`,
    ]);
  });

  it("answers a portfolio that is not the client's with a way back to all of them", async () => {
    api({
      'GET /api/performance': (url) =>
        url.searchParams.get('portfolio')
          ? jsonAnswer(404, { result: 'Not found', code: 'NOT_FOUND' })
          : { result: performance() },
    });
    const user = userEvent.setup();
    renderAt('/performance?portfolio=someone-else');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('This portfolio was not found.');
    await user.click(screen.getByRole('button', { name: 'Show all portfolios' }));
    expect(await screen.findByTestId('performance-value', {}, SLOW)).toHaveTextContent('RM 12,345.67');
  });

  it('for a new goal valued at zero: no chart of zeros, and since inception does not suggest since inception', async () => {
    const data = performance({
      value: '0.00',
      netDeposits: '0.00',
      series: { dates: ['2026-03-06'], values: ['0.00'], netDeposits: ['0.00'] },
    });
    data.returns = data.returns.map((r) => ({
      ...r,
      twr: null,
      mwr: null,
      gain: null,
      unavailableReason: 'NO_HISTORY' as const,
    }));
    api({ 'GET /api/performance': () => ({ result: data }) });
    renderAt('/performance?period=SI');
    const reason = await screen.findByTestId('return-unavailable', {}, SLOW);
    expect(reason).not.toHaveTextContent('since inception');
    expect(reason).toHaveTextContent(
      'Not available yet: your portfolio has not been valued since its first investment.',
    );
    expect(screen.getByText('Nothing invested yet: the chart starts with your first investment.')).toBeInTheDocument();
    expect(screen.queryByTestId('value-chart')).not.toBeInTheDocument();
    expect(screen.queryByText(/from RM 0.00 to RM 0.00/)).not.toBeInTheDocument();
  });

  it('shows an empty state for a client with nothing invested, and a retry after a failure', async () => {
    let attempts = 0;
    api({
      'GET /api/performance': () =>
        ++attempts === 1
          ? jsonAnswer(500, { result: 'Boom' })
          : {
              result: performance({
                asOf: null,
                value: '0.00',
                netDeposits: '0.00',
                series: { dates: [], values: [], netDeposits: [] },
              }),
            },
    });
    const user = userEvent.setup();
    renderAt('/performance');
    expect(screen.getByTestId('performance-loading')).toBeInTheDocument();
    expect(await screen.findByText('We could not load your performance.', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const empty = await screen.findByTestId('performance-empty');
    expect(within(empty).getByRole('link', { name: 'Make a deposit' })).toHaveAttribute('href', '/deposit');
  });
});

describe('the performance summary page', { timeout: 20_000 }, () => {
  afterEach(() => resetHttpClientConfig());

  it('lists every period with both returns (per year when annualised) and says why one is missing', async () => {
    api();
    renderAt('/performance/summary-detail');
    expect(await screen.findByRole('heading', { level: 1, name: 'Performance summary' }, SLOW)).toBeInTheDocument();
    const table = await screen.findByTestId('returns-table', {}, SLOW);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Last month',
      'Last 3 months',
      'Last 6 months',
      'Year to date',
      'Last year',
      expect.stringContaining('Last 3 yearsNot available for three years'),
      'Since inception',
    ]);
    expect(
      within(rows[4]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['▲+3.13%', '0.00%', '▲+300.00']);
    expect(within(rows[6]!).getAllByRole('cell')[0]).toHaveTextContent('+5.43% a year');
    expect(screen.getByRole('link', { name: 'Chart, allocation and holdings' })).toHaveAttribute(
      'href',
      '/performance',
    );
  });
});
