import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetHttpClientConfig } from '../../../../lib/http/http-config';
import { renderRoutes, staffMemberAuth } from '../../../../test/render';
import { BackofficePage } from '../../components/backoffice-page';
import { fakeServer, json } from '../../money/components/money-test-server';

const renderPage = () =>
  renderRoutes([{ path: '/backoffice/*', element: <BackofficePage /> }], '/backoffice/approvals', {
    auth: staffMemberAuth(),
  });

const request = (over: Record<string, unknown>) => ({
  id: '7b0f2f0e-9a4c-4a41-8f55-2d8a4c3e1a10',
  kind: 'payout.paid',
  subjectType: 'withdrawal',
  subjectId: 'w-1',
  summary: 'Mark payout RM 50.00 to Aisyah Rahman (client 7) paid',
  change: { withdrawalId: 'w-1', before: { status: 'PROCESSING' }, after: { status: 'PAID' } },
  maker: { id: 'u1', name: 'Nadia Ismail' },
  madeAt: '2026-11-25T01:00:00.000Z',
  status: 'PENDING',
  checker: null,
  decidedAt: null,
  reason: null,
  expiresAt: '2026-11-26T01:00:00.000Z',
  result: null,
  mine: false,
  canDecide: true,
  ...over,
});

function server(items: ReturnType<typeof request>[]) {
  return fakeServer({
    'GET /api/backoffice/approvals': (url) =>
      json({
        result: {
          items: url.searchParams.get('view') === 'decided' ? [] : items,
          total: items.length,
          page: 1,
          pageSize: 50,
        },
      }),
    'GET /api/backoffice/approvals/count': () => json({ result: { pending: items.length, awaitingMe: 1 } }),
    'POST /api/backoffice/approvals/7b0f2f0e-9a4c-4a41-8f55-2d8a4c3e1a10/approve': () =>
      json({ result: request({ status: 'APPROVED', canDecide: false }) }),
  });
}

describe('Back office: approvals', { timeout: 20_000 }, () => {
  afterEach(() => resetHttpClientConfig());

  it('shows a pending request with its maker and change, and approves it only after a confirmation', async () => {
    const { calls } = server([request({})]);
    renderPage();
    const card = await screen.findByTestId('approval-request', {}, { timeout: 5_000 });
    expect(within(card).getByText('Mark payout RM 50.00 to Aisyah Rahman (client 7) paid')).toBeInTheDocument();
    expect(within(card).getByText(/^Made by Nadia Ismail on 25 Nov 2026/)).toBeInTheDocument();
    expect(within(card).getByText(/"status": "PAID"/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this request?' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.path).toMatch(/\/approve$/);
  });

  it("shows the maker's own request without Approve, with Withdraw", async () => {
    server([request({ mine: true, canDecide: false })]);
    renderPage();
    const card = await screen.findByTestId('approval-request', {}, { timeout: 5_000 });
    expect(within(card).getByText('Your request: a second member must approve it.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    // The menu counts what waits.
    expect(await screen.findByTestId('approvals-count')).toHaveTextContent('1');
  });
});
