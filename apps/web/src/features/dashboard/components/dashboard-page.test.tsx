import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientLoginSummary } from '@harta/contracts/schemas/client';
import type { Portfolio, PortfolioList } from '@harta/contracts/schemas/portfolios';
import { clientBasicInfoQueryKey } from '../../../lib/client-profile/api/get-client-basic-info';
import { clientLoginQueryKey } from '../../../lib/client-profile/api/get-client-login-by-id';
import { resetHttpClientConfig } from '../../../lib/http/http-config';
import { fakeApi, jsonAnswer } from '../../../test/fake-api';
import { fakeAuth, renderPage, testQueryClient } from '../../../test/render';
import { DashboardPage } from './dashboard-page';

const client: ClientLoginSummary = {
  clientId: 7,
  emailAddress: 'demo@example.com',
  givenName: 'Aisyah',
  status: 'ACTIVE',
  guid: 'g',
  currentStep: 10,
  isMobileRegistration: false,
  isQRrefreshButtonEnable: false,
};

const RETIREMENT = '11111111-1111-4111-8111-111111111111';
const EMERGENCY = '22222222-2222-4222-8222-222222222222';

function portfolio(patch: Partial<Portfolio> = {}): Portfolio {
  return {
    guid: RETIREMENT,
    goalName: 'Retirement',
    riskLevel: 3,
    riskLevelName: 'Balanced',
    createdAt: '2026-03-01T00:00:00.000Z',
    cash: '12.34',
    invested: '1368.61',
    total: '1380.95',
    priceDate: '2026-03-06',
    holdings: [
      {
        ticker: 'VTI',
        name: 'Vanguard Total Stock Market ETF',
        units: '1.234567',
        close: '250.123456',
        closeDate: '2026-03-06',
        currency: 'USD',
        value: '1368.61',
      },
    ],
    ...patch,
  };
}

const risks = [1, 2, 3, 4, 5].map((riskLevel) => ({
  riskLevel,
  name: ['Conservative', 'Moderately conservative', 'Balanced', 'Growth', 'Aggressive'][riskLevel - 1]!,
  description: '',
  expectedReturn: '0.05',
  volatility: '0.1',
}));

function list(patch: Partial<PortfolioList> = {}): PortfolioList {
  return {
    portfolios: [
      portfolio(),
      portfolio({
        guid: EMERGENCY,
        goalName: 'Emergency fund',
        riskLevel: 1,
        riskLevelName: 'Conservative',
        cash: '0.00',
        invested: '0.00',
        total: '0.00',
        priceDate: null,
        holdings: [],
      }),
    ],
    total: '1380.95',
    maxRiskLevel: 3,
    canAdd: true,
    ...patch,
  };
}

const basicInfo = {
  ...client,
  surName: 'Rahman',
  completedPercent: 100,
  createdAt: '2026-01-01T00:00:00Z',
  language: 'en',
};

/** The API this page calls: the profile it refreshes on mount, plus the routes of the test. */
function api(routes: Parameters<typeof fakeApi>[0]) {
  return fakeApi({
    'GET /api/ClientProfile/getClientBasicInfo': () => ({ result: basicInfo }),
    'GET /api/registration/getClientLoginById': () => ({ result: client }),
    ...routes,
  });
}

function renderDashboard() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(clientLoginQueryKey, client);
  queryClient.setQueryData(clientBasicInfoQueryKey, basicInfo);
  return renderPage(<DashboardPage />, { auth: fakeAuth({ status: 'authenticated', roles: ['c'] }), queryClient });
}

describe("dashboard: the client's goals", { timeout: 20_000 }, () => {
  afterEach(() => resetHttpClientConfig());

  it('shows each goal with its risk level, value, cash, invested amount and holdings, and the total', async () => {
    api({ 'GET /api/portfolios': () => ({ result: list() }) });
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Aisyah' })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('portfolio-card');
    expect(cards).toHaveLength(2);
    const retirement = screen.getByRole('region', { name: 'Retirement' });
    expect(within(retirement).getByText('Risk level 3 · Balanced')).toBeInTheDocument();
    expect(within(retirement).getByTestId('portfolio-total')).toHaveTextContent('RM 1,380.95');
    expect(within(retirement).getByTestId('portfolio-cash')).toHaveTextContent('RM 12.34');
    expect(within(retirement).getByTestId('portfolio-invested')).toHaveTextContent('RM 1,368.61');
    const holdings = within(retirement).getByRole('table', { name: 'Holdings of Retirement' });
    expect(within(holdings).getByText('1.234567')).toBeInTheDocument();
    expect(within(holdings).getByText('USD 250.1235')).toBeInTheDocument();
    expect(within(retirement).getByText('Prices as at 6 Mar 2026')).toBeInTheDocument();

    const emergency = screen.getByRole('region', { name: 'Emergency fund' });
    expect(
      within(emergency).getByText('Not invested yet: deposit to start investing in this goal.'),
    ).toBeInTheDocument();
    expect(within(emergency).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      `/deposit?portfolio=${EMERGENCY}`,
    );
    expect(screen.getByTestId('portfolios-total')).toHaveTextContent('RM 1,380.95');
    expect(screen.queryByText('Your portfolio is empty')).not.toBeInTheDocument();
  });

  it('adds a goal, offering risk levels up to the knowledge cap only, and checks the name before sending', async () => {
    let current = list();
    const { calls } = api({
      'GET /api/portfolios': () => ({ result: current }),
      'GET /api/DropDown/getRiskList': () => ({ result: risks }),
      'POST /api/portfolios': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { goalName: string; riskLevel: number };
        const created = portfolio({ guid: '33333333-3333-4333-8333-333333333333', ...body, riskLevelName: 'x' });
        current = { ...current, portfolios: [...current.portfolios, created] };
        return jsonAnswer(201, { result: created });
      },
    });
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Add a goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a goal' });
    const level = within(dialog).getByLabelText('Risk level');
    await waitFor(() => expect(within(level).getAllByRole('option')).toHaveLength(3));
    expect(
      within(level)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 · Conservative', '2 · Moderately conservative', '3 · Balanced']);
    expect(
      within(dialog).getByText('Based on your investment knowledge, you can choose up to risk level 3.'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add goal' }));
    expect(await within(dialog).findByText('Please give this goal a name.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Goal name'), 'House deposit');
    await user.selectOptions(level, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Add goal' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a goal' })).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      goalName: 'House deposit',
      riskLevel: 2,
      shariah: false,
    });
    expect(await screen.findByRole('region', { name: 'House deposit' })).toBeInTheDocument();
    expect(screen.getByText('Your new goal "House deposit" is ready.')).toBeInTheDocument();
  });

  it('adds a goal with a target, saving it as the goal plan, and keeps the goal when only the target is refused', async () => {
    const NEW = '33333333-3333-4333-8333-333333333333';
    let current = list();
    let refuseDate = true;
    const { calls } = api({
      'GET /api/portfolios': () => ({ result: current }),
      'GET /api/DropDown/getRiskList': () => ({ result: risks }),
      'POST /api/portfolios': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { goalName: string; riskLevel: number };
        const created = portfolio({ guid: NEW, ...body, riskLevelName: 'x', holdings: [], total: '0.00' });
        current = { ...current, portfolios: [...current.portfolios, created] };
        return jsonAnswer(201, { result: created });
      },
      [`PUT /api/portfolios/${NEW}/plan`]: (_url, init) => {
        if (refuseDate) {
          refuseDate = false;
          return jsonAnswer(400, {
            result: 'Validation failed',
            code: 'VALIDATION_ERROR',
            issues: [{ path: 'targetDate', message: 'goalPlan.targetDateRange' }],
          });
        }
        const body = JSON.parse(String(init?.body)) as { targetAmount: string; targetDate: string };
        return {
          result: {
            guid: NEW,
            goalName: 'House deposit',
            riskLevel: 2,
            currentValue: '0.00',
            target: { amount: body.targetAmount, date: body.targetDate },
            monthlyDeposit: '500.00',
            progressPercent: 0,
            assumptions: { expectedReturnPercent: '4.20', volatilityPercent: '7.00' },
            projection: { points: [], status: 'NEEDS_ATTENTION', depositForTarget: '900' },
          },
        };
      },
    });
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Add a goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a goal' });
    await user.type(within(dialog).getByLabelText('Goal name'), 'House deposit');
    // An amount without a date is refused before anything is sent, under the date.
    await user.type(within(dialog).getByLabelText('Target amount (RM)'), '60000');
    await user.click(within(dialog).getByRole('button', { name: 'Add goal' }));
    expect(
      await within(dialog).findByText('Please choose the date you want to reach this amount by.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Target date'), '2027-01-01');
    await user.type(within(dialog).getByLabelText('Planned monthly deposit (RM)'), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Add goal' }));
    // The server finds the date too near: the goal is made, the dialog stays on the target with the message.
    expect(
      await within(dialog).findByText('Please choose a target date between one month and 50 years from today.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Your goal "House deposit" is added, but its target is not saved yet/),
    ).toBeVisible();
    expect(within(dialog).queryByLabelText('Goal name')).not.toBeInTheDocument();

    const date = within(dialog).getByLabelText('Target date');
    await user.clear(date);
    await user.type(date, '2031-06-30');
    await user.click(within(dialog).getByRole('button', { name: 'Save target' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a goal' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[1]!.body).toEqual({ targetAmount: '60000', targetDate: '2031-06-30', monthlyDeposit: '500' });
    expect(screen.getByText('Your new goal "House deposit" is ready.')).toBeInTheDocument();
  });

  it('adds a goal without a target without touching its plan', async () => {
    let current = list();
    const { calls } = api({
      'GET /api/portfolios': () => ({ result: current }),
      'GET /api/DropDown/getRiskList': () => ({ result: risks }),
      'POST /api/portfolios': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { goalName: string; riskLevel: number };
        const created = portfolio({ guid: '44444444-4444-4444-8444-444444444444', ...body, riskLevelName: 'x' });
        current = { ...current, portfolios: [...current.portfolios, created] };
        return jsonAnswer(201, { result: created });
      },
    });
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Add a goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a goal' });
    await user.type(within(dialog).getByLabelText('Goal name'), 'Car');
    await user.click(within(dialog).getByRole('button', { name: 'Add goal' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a goal' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('shows a taken name under the field and keeps the dialog open', async () => {
    api({
      'GET /api/portfolios': () => ({ result: list() }),
      'GET /api/DropDown/getRiskList': () => ({ result: risks }),
      'POST /api/portfolios': () =>
        jsonAnswer(409, { result: 'You already have a goal with this name. Please choose another.', code: 'CONFLICT' }),
    });
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Add a goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a goal' });
    await user.type(within(dialog).getByLabelText('Goal name'), 'retirement');
    await user.click(within(dialog).getByRole('button', { name: 'Add goal' }));
    expect(
      await within(dialog).findByText('You already have a goal with this name. Please choose another.'),
    ).toBeInTheDocument();
  });

  it('renames a goal', async () => {
    let current = list();
    const { calls } = api({
      'GET /api/portfolios': () => ({ result: current }),
      [`PATCH /api/portfolios/${RETIREMENT}`]: (_url, init) => {
        const { goalName } = JSON.parse(String(init?.body)) as { goalName: string };
        const renamed = { ...current.portfolios[0]!, goalName };
        current = { ...current, portfolios: [renamed, current.portfolios[1]!] };
        return { result: renamed };
      },
    });
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Rename Retirement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename this goal' });
    const name = within(dialog).getByLabelText('Goal name');
    expect(name).toHaveValue('Retirement');
    await user.clear(name);
    await user.type(name, 'x'.repeat(61));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A goal name has at most 60 characters.')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Retire at 55');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('region', { name: 'Retire at 55' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ goalName: 'Retire at 55' });
  });

  it('offers no "Add a goal" when the client may not add one', async () => {
    api({ 'GET /api/portfolios': () => ({ result: list({ canAdd: false }) }) });
    renderDashboard();
    expect(await screen.findAllByTestId('portfolio-card')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Add a goal' })).not.toBeInTheDocument();
  });
});
