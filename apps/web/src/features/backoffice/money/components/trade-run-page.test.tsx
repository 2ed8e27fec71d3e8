import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetHttpClientConfig } from '../../../../lib/http/http-config';
import { renderRoutes, staffMemberAuth } from '../../../../test/render';
import { BackofficePage } from '../../components/backoffice-page';
import { fakeServer, json } from './money-test-server';

const renderPage = () =>
  renderRoutes([{ path: '/backoffice/*', element: <BackofficePage /> }], '/backoffice/trade-runs', {
    auth: staffMemberAuth(),
  });

const closes = {
  bursa: { expected: 4, stored: 4, missing: [] },
  us: { expected: 4, stored: 4, missing: [] },
  usdMyr: true,
  complete: true,
};

function preview(overrides: Record<string, unknown> = {}) {
  return {
    tradeDate: '2026-11-30',
    due: true,
    cutoffAt: '2026-11-30T07:00:00.000Z',
    cutoffTime: '15:00',
    cutoffPassed: true,
    closes,
    runnable: true,
    blockedReason: null,
    lastRun: null,
    toInvest: { count: 1, amount: '500.00' },
    waiting: { count: 1, amount: '20.00' },
    withdrawals: { count: 2, amount: '300.00', all: 1 },
    transfers: { count: 0, amount: '0.00', all: 0 },
    switches: { count: 0 },
    rebalances: { count: 0 },
    feeMonth: null,
    ...overrides,
  };
}

describe('Back office: trade run', { timeout: 20_000 }, () => {
  afterEach(() => resetHttpClientConfig());

  it('shows the date due with what it will do, runs it only after the confirmation, and says the result in words', async () => {
    const { calls } = fakeServer({
      'GET /api/backoffice/trade-runs/preview': () => json({ result: preview() }),
      'GET /api/backoffice/trade-runs': () => json({ result: [] }),
      'POST /api/backoffice/trade-runs': (_url, call) =>
        json({
          result: {
            tradeDate: (call.body as { tradeDate: string }).tradeDate,
            status: 'COMPLETED',
            attempts: 1,
            steps: {
              withdrawals: { processing: 2, failed: 0, held: 0, completedAt: '2026-11-30T23:00:00.000Z' },
              invest: { invested: 1, spentSen: '50000', waitingSen: '2000', completedAt: '2026-11-30T23:00:01.000Z' },
            },
          },
        }),
    });
    renderPage();
    const card = await screen.findByTestId('trade-run-preview', {}, { timeout: 5_000 });
    expect(within(card).getByText('Next date due')).toBeInTheDocument();
    expect(within(card).getByText('30 Nov 2026')).toBeInTheDocument();
    expect(within(card).getByText('RM 500.00 in 1 portfolio')).toBeInTheDocument();
    expect(within(card).getByText('RM 20.00 in 1 portfolio')).toBeInTheDocument();
    expect(within(card).getByText('1 request, RM 300.00 (and 1 for everything held)')).toBeInTheDocument();
    expect(within(card).getByText('All closes are in.')).toBeInTheDocument();
    expect(await screen.findByText(/No trade date has been run yet/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Run 30 Nov 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run the trade date 30 Nov 2026?' });
    expect(within(dialog).getByText(/RM 500.00 to invest, 2 withdrawal/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Run now' }));
    const result = await screen.findByRole('status');
    expect(within(result).getByText('Trade date 30 Nov 2026 completed.')).toBeInTheDocument();
    expect(
      within(result).getByText('Invested RM 500.00 for 1 portfolio at the closing prices of 30 Nov 2026.'),
    ).toBeInTheDocument();
    expect(within(result).getByText('2 withdrawals sold and sent for payout.')).toBeInTheDocument();
    expect(result.textContent).not.toMatch(/spentSen|completedAt/);
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ body: { tradeDate: '2026-11-30' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a date that may not run shows why, and its button is disabled', async () => {
    fakeServer({
      'GET /api/backoffice/trade-runs/preview': () =>
        json({
          result: preview({
            cutoffPassed: false,
            runnable: false,
            blockedReason: 'The cut-off of 2026-11-30 (15:00 Malaysia time) has not passed.',
            closes: { ...closes, us: { expected: 4, stored: 3, missing: ['VTI'] }, complete: false },
            rebalances: null,
          }),
        }),
      'GET /api/backoffice/trade-runs': () =>
        json({
          result: [
            {
              tradeDate: '2026-11-27',
              status: 'COMPLETED',
              attempts: 1,
              steps: { invest: { invested: 2, spentSen: '120000', waitingSen: '0' } },
              startedAt: '2026-11-27T22:30:00.000Z',
              completedAt: '2026-11-27T22:31:00.000Z',
            },
          ],
        }),
    });
    renderPage();
    expect(
      await screen.findByText('The cut-off of 2026-11-30 (15:00 Malaysia time) has not passed.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Not all closes are in yet.')).toBeInTheDocument();
    expect(screen.getByText('US exchange: 3 of 4')).toBeInTheDocument();
    expect(screen.getByText('Known once the closes are in')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run 30 Nov 2026' })).toBeDisabled();
    const row = await screen.findByTestId('trade-run-row');
    expect(row).toHaveTextContent('27 Nov 2026');
    expect(row).toHaveTextContent('28 Nov 2026, 06:31');
    expect(row).toHaveTextContent('Invested RM 1,200.00 for 2 portfolios at the closing prices of 27 Nov 2026.');
  });

  it('looks at another date when asked, and offers the way back to the date due', async () => {
    const { calls } = fakeServer({
      'GET /api/backoffice/trade-runs/preview': (url) =>
        json({ result: preview({ tradeDate: url.searchParams.get('tradeDate') ?? '2026-11-30', due: false }) }),
      'GET /api/backoffice/trade-runs': () => json({ result: [] }),
    });
    renderPage();
    await screen.findByTestId('trade-run-preview', {}, { timeout: 5_000 });
    const field = screen.getByLabelText('Look at another date');
    await userEvent.type(field, '2026-11-27');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('27 Nov 2026')).toBeInTheDocument();
    expect(calls.some((c) => c.search === '?tradeDate=2026-11-27')).toBe(true);
    expect(screen.getByRole('button', { name: 'Back to the date due' })).toBeInTheDocument();
  });
  it('four eyes: the run is sent for approval and shows as waiting for a second member', async () => {
    const request = {
      id: '7b0f2f0e-9a4c-4a41-8f55-2d8a4c3e1a10',
      kind: 'tradeRun.start',
      subjectType: 'trade_run',
      subjectId: '2026-11-30',
      summary: 'Run trade date 2026-11-30',
      change: { tradeDate: '2026-11-30' },
      maker: { id: 'u1', name: 'Nadia Ismail' },
      madeAt: '2026-11-30T09:00:00.000Z',
      status: 'PENDING',
      checker: null,
      decidedAt: null,
      reason: null,
      expiresAt: '2026-12-01T09:00:00.000Z',
      result: null,
      mine: true,
      canDecide: false,
    };
    let sent = false;
    const { calls } = fakeServer({
      'GET /api/backoffice/trade-runs/preview': () => json({ result: preview() }),
      'GET /api/backoffice/trade-runs': () => json({ result: [] }),
      'POST /api/backoffice/trade-runs': () => {
        sent = true;
        return json({ result: request }, 202);
      },
      'GET /api/backoffice/approvals': () =>
        json({ result: { items: sent ? [request] : [], total: sent ? 1 : 0, page: 1, pageSize: 50 } }),
      'GET /api/backoffice/approvals/count': () => json({ result: { pending: sent ? 1 : 0, awaitingMe: 0 } }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Run 30 Nov 2026' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Run the trade date 30 Nov 2026?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run now' }));
    expect(await screen.findByText('Trade run 2026-11-30: awaiting approval by a second member')).toBeInTheDocument();
    expect(screen.queryByText(/completed\./)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
