import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetHttpClientConfig } from '../../../../lib/http/http-config';
import { renderRoutes } from '../../../../test/render';
import { BackofficePage } from '../../components/backoffice-page';
import { fakeServer, json } from './money-test-server';

const renderPage = () =>
  renderRoutes([{ path: '/backoffice/*', element: <BackofficePage /> }], '/backoffice/trade-runs');

describe('Back office: trade run', { timeout: 20_000 }, () => {
  afterEach(() => resetHttpClientConfig());

  it('runs a trade date only after the confirmation and shows what each step did', async () => {
    const { calls } = fakeServer({
      'POST /api/backoffice/trade-runs': (_url, call) =>
        json({
          result: {
            tradeDate: (call.body as { tradeDate: string }).tradeDate,
            status: 'COMPLETED',
            attempts: 1,
            steps: { withdrawals: { sold: 1 }, transfers: { done: 0 }, invest: { portfolios: 2 } },
          },
        }),
    });
    renderPage();
    const field = await screen.findByLabelText('Trade date', {}, { timeout: 5_000 });
    await userEvent.clear(field);
    await userEvent.type(field, '2026-11-25');
    await userEvent.click(screen.getByRole('button', { name: 'Run trade date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run the trade date 2026-11-25?' });
    expect(posts(calls)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Run now' }));
    expect(await screen.findByText('Trade date 2026-11-25: COMPLETED after 1 attempt(s).')).toBeInTheDocument();
    expect(posts(calls)[0]).toMatchObject({ method: 'POST', body: { tradeDate: '2026-11-25' } });
    expect(screen.getByText('portfolios: 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a weekend date with the shared message and sends nothing', async () => {
    const { calls } = fakeServer({});
    renderPage();
    const field = await screen.findByLabelText('Trade date', {}, { timeout: 5_000 });
    await userEvent.clear(field);
    await userEvent.type(field, '2026-11-28');
    await userEvent.click(screen.getByRole('button', { name: 'Run trade date' }));
    expect(
      await screen.findByText('Please enter a weekday (YYYY-MM-DD) no later than the next trade date.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('four eyes: the run is sent for approval and shows as waiting for a second member', async () => {
    const request = {
      id: '7b0f2f0e-9a4c-4a41-8f55-2d8a4c3e1a10',
      kind: 'tradeRun.start',
      subjectType: 'trade_run',
      subjectId: '2026-11-25',
      summary: 'Run trade date 2026-11-25',
      change: { tradeDate: '2026-11-25' },
      maker: { id: 'u1', name: 'Nadia Ismail' },
      madeAt: '2026-11-25T09:00:00.000Z',
      status: 'PENDING',
      checker: null,
      decidedAt: null,
      reason: null,
      expiresAt: '2026-11-26T09:00:00.000Z',
      result: null,
      mine: true,
      canDecide: false,
    };
    let sent = false;
    const { calls } = fakeServer({
      'POST /api/backoffice/trade-runs': () => {
        sent = true;
        return json({ result: request }, 202);
      },
      'GET /api/backoffice/approvals': () =>
        json({ result: { items: sent ? [request] : [], total: sent ? 1 : 0, page: 1, pageSize: 50 } }),
      'GET /api/backoffice/approvals/count': () => json({ result: { pending: sent ? 1 : 0, awaitingMe: 0 } }),
    });
    renderPage();
    const field = await screen.findByLabelText('Trade date', {}, { timeout: 5_000 });
    await userEvent.clear(field);
    await userEvent.type(field, '2026-11-25');
    await userEvent.click(screen.getByRole('button', { name: 'Run trade date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run the trade date 2026-11-25?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run now' }));
    expect(await screen.findByText('Trade run 2026-11-25: awaiting approval by a second member')).toBeInTheDocument();
    expect(screen.queryByText(/COMPLETED/)).not.toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
  });
});

/** The actions sent (the page also reads the requests waiting for approval). */
function posts(calls: { method: string }[]) {
  return calls.filter((c) => c.method === 'POST');
}
