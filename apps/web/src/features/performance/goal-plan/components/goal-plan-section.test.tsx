import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GoalPlan } from '@harta/contracts/schemas/goal-plans';
import { resetHttpClientConfig } from '../../../../lib/http/http-config';
import { fakeApi, jsonAnswer } from '../../../../test/fake-api';
import { fakeAuth, renderRoutes, testQueryClient } from '../../../../test/render';
import { GoalPlanSection } from './goal-plan-section';

// uPlot draws on a canvas jsdom does not have; the chart's sentence and table are what these tests read.
vi.mock('./projection-chart-canvas', () => ({ default: () => <div data-testid="projection-canvas" /> }));

const GUID = '0b5d6a2e-1c1f-4d8e-9a55-3f0e3c1d2a10';
const SLOW = { timeout: 8000 };

const points = [
  { date: '2026-11-28', low: '25000.00', median: '25000.00', high: '25000.00' },
  { date: '2031-11-28', low: '38000.00', median: '45000.00', high: '53000.00' },
  { date: '2036-11-28', low: '52000.00', median: '70500.00', high: '95000.00' },
];

const noTarget: GoalPlan = {
  guid: GUID,
  goalName: 'House',
  riskLevel: 3,
  currentValue: '25000.00',
  target: null,
  monthlyDeposit: '0.00',
  progressPercent: null,
  assumptions: { expectedReturnPercent: '5.20', volatilityPercent: '10.00' },
  projection: { points, status: null, depositForTarget: null },
};

const withTarget: GoalPlan = {
  ...noTarget,
  target: { amount: '100000.00', date: '2036-11-28' },
  monthlyDeposit: '200.00',
  progressPercent: 25,
  projection: { points, status: 'NEEDS_ATTENTION', depositForTarget: '350.00' },
};

function renderSection() {
  return renderRoutes([{ path: '/performance', element: <GoalPlanSection guid={GUID} /> }], '/performance', {
    auth: fakeAuth({ status: 'authenticated', roles: ['c'] }),
    queryClient: testQueryClient(),
  });
}

describe('a goal’s plan', { timeout: 20_000 }, () => {
  afterEach(() => resetHttpClientConfig());

  it('without a target: the range in words, the assumptions, the warning, and a way to set a target', async () => {
    fakeApi({ [`GET /api/portfolios/${GUID}/plan`]: () => ({ result: noTarget }) });
    renderSection();
    expect(await screen.findByTestId('projection-band', {}, SLOW)).toHaveTextContent(
      'In 8 of 10 simulated outcomes this goal would be between RM 52,000.00 and RM 95,000.00 on 28 Nov 2036; half would be above RM 70,500.00.',
    );
    expect(screen.getByText(/Set a target amount and date to see whether this goal is on track/)).toBeInTheDocument();
    expect(screen.getByText(/Assumes 5.20 % a year after fees on average/)).toBeInTheDocument();
    expect(screen.getByText(/returns are not guaranteed/)).toBeInTheDocument();
    expect(screen.getByTestId('plan-monthly')).toHaveTextContent('You have not planned a monthly deposit.');
    // The chart's data for screen readers: every point, in ringgit.
    const table = screen.getByRole('table', { name: 'The projected range by date' });
    expect(within(table).getAllByRole('row')).toHaveLength(points.length + 1);
    expect(screen.getByRole('button', { name: 'Set a target' })).toBeInTheDocument();
  });

  it('sets a target: refuses a malformed amount under its field, then saves and shows progress and what is needed', async () => {
    const api = fakeApi({
      [`GET /api/portfolios/${GUID}/plan`]: () => ({ result: noTarget }),
      [`PUT /api/portfolios/${GUID}/plan`]: () => ({ result: withTarget }),
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Set a target' }, SLOW));
    const amount = screen.getByRole('textbox', { name: 'Target amount (RM)' });
    await user.type(amount, '1,000');
    await user.type(screen.getByLabelText('Target date'), '2036-11-28');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(
      await screen.findByText('Please enter a target in ringgit with at most two decimals, e.g. 50000.00.'),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '100000');
    await user.type(screen.getByRole('textbox', { name: 'Planned monthly deposit (RM)' }), '200');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      targetAmount: '100000',
      targetDate: '2036-11-28',
      monthlyDeposit: '200',
    });
    expect(await screen.findByTestId('plan-progress')).toHaveTextContent(
      'RM 25,000.00 of RM 100,000.00 by 28 Nov 2036',
    );
    expect(screen.getByTestId('plan-status')).toHaveTextContent('Needs attention');
    expect(screen.getByText(/Adding RM 350.00 a month would bring the middle outcome to it/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress towards the target: 25.0 %' })).toBeInTheDocument();
    expect(screen.getByTestId('plan-monthly')).toHaveTextContent('You plan to add RM 200.00 a month.');
  });

  it('a refusal from the server is shown under its field and what was typed stays', async () => {
    fakeApi({
      [`GET /api/portfolios/${GUID}/plan`]: () => ({ result: noTarget }),
      [`PUT /api/portfolios/${GUID}/plan`]: () =>
        jsonAnswer(400, {
          result: 'Please check the highlighted fields.',
          code: 'VALIDATION_ERROR',
          issues: [{ path: 'targetDate', message: 'goalPlan.targetDateRange' }],
        }),
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Set a target' }, SLOW));
    await user.type(screen.getByRole('textbox', { name: 'Target amount (RM)' }), '5000');
    await user.type(screen.getByLabelText('Target date'), '2026-12-20');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(
      await screen.findByText('Please choose a target date between one month and 50 years from today.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Target amount (RM)' })).toHaveValue('5000');
    expect(screen.getByLabelText('Target date')).toHaveValue('2026-12-20');
  });
});
