import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PortfolioList } from '@harta/contracts/schemas/portfolios';
import { clientBasicInfoQueryKey } from '../../../lib/client-profile/api/get-client-basic-info';
import { clientLoginQueryKey } from '../../../lib/client-profile/api/get-client-login-by-id';
import { resetHttpClientConfig } from '../../../lib/http/http-config';
import { fakeApi, jsonAnswer } from '../../../test/fake-api';
import { activeClient, recurringDepositView } from '../../../test/fixtures';
import { fakeAuth, renderRoutes, testQueryClient } from '../../../test/render';
import {
  dashboardSummary,
  emptyDashboardSummary,
  EMERGENCY_GUID,
  RETIREMENT_GUID,
} from '../../../test/returns-payloads';
import { DashboardPage } from './dashboard-page';

/** The first wait of a test imports the page's and the schema's chunks cold: slow on a busy machine. */
const SLOW = { timeout: 8000 };

const client = activeClient;
const basicInfo = {
  ...client,
  surName: 'Rahman',
  completedPercent: 100,
  createdAt: '2026-01-01T00:00:00Z',
  language: 'en',
};

const goal = (guid: string, goalName: string, riskLevel: number, riskLevelName: string, total: string) => ({
  guid,
  goalName,
  riskLevel,
  riskLevelName,
  createdAt: '2026-03-01T00:00:00.000Z',
  cash: '0.00',
  invested: total,
  total,
  priceDate: total === '0.00' ? null : '2026-03-06',
  holdings: [],
});
const portfolios: PortfolioList = {
  portfolios: [
    goal(RETIREMENT_GUID, 'Retirement', 3, 'Balanced', '12345.67'),
    goal(EMERGENCY_GUID, 'Emergency fund', 1, 'Conservative', '0.00'),
  ],
  total: '12345.67',
  maxRiskLevel: 3,
  canAdd: true,
};
const activation = (showWelcome: boolean) => ({
  result: { status: 'ACTIVE', activated: true, activatedAt: '2026-03-06T01:00:00.000Z', showWelcome },
});

function api(routes: Parameters<typeof fakeApi>[0]) {
  return fakeApi({
    'GET /api/ClientProfile/getClientBasicInfo': () => ({ result: basicInfo }),
    'GET /api/registration/getClientLoginById': () => ({ result: client }),
    'GET /api/portfolios': () => ({ result: portfolios }),
    'GET /api/clientProfile/activateClient': () => activation(false),
    ...routes,
  });
}

function renderDashboard(queryClient = testQueryClient()) {
  queryClient.setQueryData(clientLoginQueryKey, client);
  queryClient.setQueryData(clientBasicInfoQueryKey, basicInfo);
  const utils = renderRoutes(
    [
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/deposit', element: <p>Deposit page</p> },
    ],
    '/dashboard',
    { auth: fakeAuth({ status: 'authenticated', roles: ['c'] }), queryClient },
  );
  return { ...utils, queryClient };
}

describe("dashboard: the client's money", { timeout: 20_000 }, () => {
  afterEach(() => resetHttpClientConfig());

  it('shows total value, net deposits and the total return with its sign and rate, explained', async () => {
    api({ 'GET /api/dashboard/getDashBoardSummary': () => ({ result: dashboardSummary() }) });
    renderDashboard();
    expect(await screen.findByTestId('summary-total-value', {}, SLOW)).toHaveTextContent('RM 12,345.67');
    expect(screen.getByTestId('summary-net-deposits')).toHaveTextContent('RM 11,111.11');
    expect(screen.getByTestId('summary-total-return')).toHaveTextContent('+RM 1,234.56');
    expect(screen.getByTestId('summary-total-return-rate')).toHaveTextContent('+11.11%');
    expect(screen.getByText('Valued at the close of 6 Mar 2026')).toBeInTheDocument();
    expect(screen.getByText('What you put in, less what you took out.')).toBeInTheDocument();
    expect(screen.getByText(/Total value less net deposits/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See performance' })).toHaveAttribute('href', '/performance');
  });

  it("shows a goal's progress towards its target and whether it is on track; a goal without one offers to set it", async () => {
    api({
      'GET /api/dashboard/getDashBoardSummary': () => ({ result: dashboardSummary() }),
      'GET /api/portfolios/plans': () => ({
        result: {
          plans: [
            {
              guid: RETIREMENT_GUID,
              target: { amount: '50000.00', date: '2036-11-28' },
              monthlyDeposit: '300.00',
              progressPercent: 24.6,
              status: 'NEEDS_ATTENTION',
            },
          ],
        },
      }),
    });
    renderDashboard();
    const retirement = await screen.findByRole('region', { name: 'Retirement' }, SLOW);
    expect(await within(retirement).findByTestId('goal-progress')).toHaveTextContent(
      'RM 12,345.67 of RM 50,000.00 by 28 Nov 2036',
    );
    expect(within(retirement).getByText('Needs attention')).toBeInTheDocument();
    expect(
      within(retirement).getByRole('progressbar', { name: 'Progress towards the target of Retirement: 24.6 %' }),
    ).toHaveAttribute('aria-valuenow', '24.6');
    expect(within(retirement).getByRole('link', { name: 'The plan of Retirement' })).toHaveAttribute(
      'href',
      `/performance?portfolio=${RETIREMENT_GUID}`,
    );
    const emergency = screen.getByRole('region', { name: 'Emergency fund' });
    expect(within(emergency).getByRole('link', { name: 'Set a target for Emergency fund' })).toHaveAttribute(
      'href',
      `/performance?portfolio=${EMERGENCY_GUID}`,
    );
  });

  it("shows a goal's next recurring collection on its card; a goal without one offers to set one up", async () => {
    api({
      'GET /api/dashboard/getDashBoardSummary': () => ({ result: dashboardSummary() }),
      'GET /api/recurring-deposits': () => ({
        result: {
          items: [
            recurringDepositView({
              portfolioGuid: RETIREMENT_GUID,
              nextCollection: { date: '2026-04-05', amount: '200.00' },
            }),
          ],
        },
      }),
    });
    renderDashboard();
    const retirement = await screen.findByRole('region', { name: 'Retirement' }, SLOW);
    expect(await within(retirement).findByTestId('goal-recurring')).toHaveTextContent(
      'Next deposit: RM 200.00 on 5 Apr 2026',
    );
    expect(within(retirement).getByRole('link', { name: 'The recurring deposit of Retirement' })).toHaveAttribute(
      'href',
      `/recurring-deposit?portfolio=${RETIREMENT_GUID}`,
    );
    const emergency = screen.getByRole('region', { name: 'Emergency fund' });
    expect(
      within(emergency).getByRole('link', { name: 'Set up a recurring deposit for Emergency fund' }),
    ).toHaveAttribute('href', `/recurring-deposit?portfolio=${EMERGENCY_GUID}`);
  });

  it("shows each goal's return and its allocation as a donut with a text legend", async () => {
    api({ 'GET /api/dashboard/getDashBoardSummary': () => ({ result: dashboardSummary() }) });
    renderDashboard();
    const retirement = await screen.findByRole('region', { name: 'Retirement' }, SLOW);
    expect(await within(retirement).findByTestId('portfolio-return')).toHaveTextContent('+RM 1,234.56');
    expect(within(retirement).getByTestId('portfolio-return-rate')).toHaveTextContent('+11.11%');
    expect(
      within(retirement).getByRole('img', {
        name: 'Allocation of Retirement by asset class: Shares 60.0%, Bonds 40.0%',
      }),
    ).toBeInTheDocument();
    const legend = within(retirement).getByRole('list', { name: 'Allocation of Retirement by asset class' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Shares60.0%', 'Bonds40.0%']);
    expect(within(retirement).getByRole('link', { name: 'Performance of Retirement' })).toHaveAttribute(
      'href',
      `/performance?portfolio=${RETIREMENT_GUID}`,
    );
    const emergency = screen.getByRole('region', { name: 'Emergency fund' });
    expect(within(emergency).getByText('Nothing invested yet.')).toBeInTheDocument();
  });

  it('lists the pending transactions, each a link to the transactions page filtered to it', async () => {
    api({ 'GET /api/dashboard/getDashBoardSummary': () => ({ result: dashboardSummary() }) });
    renderDashboard();
    const pending = await screen.findByRole('region', { name: 'In progress' }, SLOW);
    const item = within(pending).getByTestId('pending-item');
    expect(item).toHaveTextContent('5 Mar 2026 · for Retirement');
    expect(item).toHaveTextContent('RM 500.00');
    expect(within(item).getByRole('link', { name: 'Deposit · Pending' })).toHaveAttribute(
      'href',
      '/transactions?type=DEPOSIT&status=PENDING',
    );
    expect(within(pending).getByRole('link', { name: 'View all transactions' })).toHaveAttribute(
      'href',
      '/transactions',
    );
  });

  it('one valuation: the same total at the top and over the goals, money paid in since on its own line', async () => {
    const base = dashboardSummary();
    api({
      'GET /api/dashboard/getDashBoardSummary': () => ({
        result: dashboardSummary({
          paidSinceValuation: '500.00',
          portfolios: [
            {
              ...base.portfolios[0]!,
              paidSinceValuation: '500.00',
              holdings: [
                {
                  ticker: 'VTI',
                  name: 'Vanguard Total Stock Market',
                  units: '10.000000',
                  close: '300.000000',
                  closeDate: '2026-03-06',
                  currency: 'USD',
                  value: '12345.67',
                },
              ],
            },
            base.portfolios[1]!,
          ],
        }),
      }),
      // The live list already counts the RM 500 as cash, at newer closes: the page shows the valuation's figures.
      'GET /api/portfolios': () => ({
        result: {
          ...portfolios,
          portfolios: [
            { ...goal(RETIREMENT_GUID, 'Retirement', 3, 'Balanced', '12845.67'), priceDate: '2026-03-09' },
            portfolios.portfolios[1]!,
          ],
          total: '12845.67',
        },
      }),
    });
    renderDashboard();
    expect(await screen.findByTestId('summary-total-value', {}, SLOW)).toHaveTextContent('RM 12,345.67');
    expect(screen.getByTestId('portfolios-total')).toHaveTextContent('RM 12,345.67');
    const paid = screen.getByTestId('summary-paid-since');
    expect(paid).toHaveTextContent('Paid in after 6 Mar 2026, not in this valuation yet');
    expect(paid).toHaveTextContent('RM 500.00');
    const retirement = screen.getByRole('region', { name: 'Retirement' });
    // Value less return is the goal's net deposits, all as at the one valuation date.
    expect(within(retirement).getByTestId('portfolio-total')).toHaveTextContent('RM 12,345.67');
    expect(within(retirement).getByTestId('portfolio-net-deposits')).toHaveTextContent('RM 11,111.11');
    expect(within(retirement).getByTestId('portfolio-return')).toHaveTextContent('+RM 1,234.56');
    expect(within(retirement).getByTestId('portfolio-paid-since')).toHaveTextContent('Plus RM 500.00 paid in');
    expect(within(retirement).getByRole('cell', { name: '12,345.67' })).toBeInTheDocument();
    expect(screen.queryByText(/Prices as at/)).not.toBeInTheDocument();
  });

  it('keeps a paid deposit and a switch in progress, each with the trade date it waits for', async () => {
    const base = dashboardSummary();
    api({
      'GET /api/dashboard/getDashBoardSummary': () => ({
        result: dashboardSummary({
          portfolios: [
            {
              ...base.portfolios[0]!,
              switchInProgress: { toRiskLevel: 2, toRiskLevelName: 'Moderate', tradeDate: '2026-03-09' },
            },
            base.portfolios[1]!,
          ],
          pending: [
            {
              id: 'TXN-10',
              type: 'DEPOSIT',
              status: 'COMPLETED',
              stage: 'TO_BE_INVESTED',
              tradeDate: '2026-03-09',
              amount: '500.00',
              goalName: 'Retirement',
              createdAt: '2026-03-06T09:00:00.000Z',
            },
            {
              id: 'TXN-11',
              type: 'REBALANCE',
              status: 'PENDING',
              stage: 'REQUESTED',
              tradeDate: '2026-03-09',
              amount: null,
              goalName: 'Retirement',
              createdAt: '2026-03-06T08:00:00.000Z',
            },
          ],
        }),
      }),
    });
    renderDashboard();
    const pending = await screen.findByRole('region', { name: 'In progress' }, SLOW);
    const [deposit, switching] = within(pending).getAllByTestId('pending-item');
    expect(within(deposit!).getByRole('link', { name: 'Deposit · paid, to be invested' })).toBeInTheDocument();
    expect(deposit).toHaveTextContent('Invested at the close of 9 Mar 2026');
    expect(within(switching!).getByRole('link', { name: 'Risk level switch · requested' })).toBeInTheDocument();
    expect(switching).toHaveTextContent('Traded at the close of 9 Mar 2026');
    const retirement = screen.getByRole('region', { name: 'Retirement' });
    expect(within(retirement).getByTestId('portfolio-switching')).toHaveTextContent(
      'Switching to risk level 2 · Moderate at the close of 9 Mar 2026',
    );
  });

  it('explains a missing return rate in plain words', async () => {
    api({
      'GET /api/dashboard/getDashBoardSummary': () => ({
        result: dashboardSummary({ totalReturnRate: null, asOf: null }),
      }),
    });
    renderDashboard();
    expect(
      await screen.findByText(
        'Return rate not available yet: it needs at least one valuation after your first investment.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('summary-total-return-rate')).not.toBeInTheDocument();
    expect(screen.getByText('Your first valuation comes after the next trading day’s close.')).toBeInTheDocument();
  });

  it('invites a client with no money yet to make a first deposit', async () => {
    api({
      'GET /api/dashboard/getDashBoardSummary': () => ({ result: emptyDashboardSummary() }),
      'GET /api/portfolios': () => ({ result: { ...portfolios, portfolios: [], total: '0.00' } }),
    });
    renderDashboard();
    const empty = await screen.findByTestId('dashboard-empty', {}, SLOW);
    expect(within(empty).getByRole('heading', { name: 'Your portfolio is empty' })).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Make your first deposit' })).toHaveAttribute('href', '/deposit');
    expect(screen.queryByTestId('summary-total-value')).not.toBeInTheDocument();
  });

  it('shows the loading state, then an error with a retry that recovers', async () => {
    let attempts = 0;
    api({
      'GET /api/dashboard/getDashBoardSummary': () =>
        ++attempts === 1 ? jsonAnswer(500, { result: 'Boom' }) : { result: dashboardSummary() },
    });
    const user = userEvent.setup();
    renderDashboard();
    expect(screen.getByTestId('dashboard-loading')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('We could not load your figures.', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('summary-total-value', {}, SLOW)).toHaveTextContent('RM 12,345.67');
    expect(window.location.pathname).not.toMatch(/server-error/);
  });
});

describe('dashboard: the Welcome modal', { timeout: 20_000 }, () => {
  afterEach(() => resetHttpClientConfig());

  it('greets a newly approved client once, with Go to deposit', async () => {
    const { calls } = api({
      'GET /api/dashboard/getDashBoardSummary': () => ({ result: emptyDashboardSummary() }),
      'GET /api/clientProfile/activateClient': () => activation(calls.length < 100),
    });
    const user = userEvent.setup();
    const first = renderDashboard();
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Harta' }, SLOW);
    expect(dialog).toHaveTextContent('Congratulations! You can start your save, invest and earn journey right now');
    await user.click(within(dialog).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Back on the dashboard in the same session: no second greeting, and no second activateClient.
    first.unmount();
    renderDashboard(first.queryClient);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Aisyah' })).toBeInTheDocument();
    await screen.findByTestId('dashboard-empty', {}, SLOW);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === '/api/clientProfile/activateClient')).toHaveLength(1);
  });

  it('takes the client to the deposit page from the greeting', async () => {
    api({
      'GET /api/dashboard/getDashBoardSummary': () => ({ result: emptyDashboardSummary() }),
      'GET /api/clientProfile/activateClient': () => activation(true),
    });
    const user = userEvent.setup();
    renderDashboard();
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Harta' }, SLOW);
    await user.click(within(dialog).getByRole('link', { name: 'Go to deposit' }));
    expect(await screen.findByText('Deposit page')).toBeInTheDocument();
  });

  it('does not greet a client the server has already welcomed', async () => {
    api({ 'GET /api/dashboard/getDashBoardSummary': () => ({ result: dashboardSummary() }) });
    renderDashboard();
    await screen.findByTestId('summary-total-value');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
