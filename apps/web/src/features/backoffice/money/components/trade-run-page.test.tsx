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
    expect(calls).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Run now' }));
    expect(await screen.findByText('Trade date 2026-11-25: COMPLETED after 1 attempt(s).')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', body: { tradeDate: '2026-11-25' } });
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
    expect(calls).toHaveLength(0);
  });
});
