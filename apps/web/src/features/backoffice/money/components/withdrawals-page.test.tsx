import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffWithdrawal } from '@harta/contracts/schemas/withdrawals';
import { resetHttpClientConfig } from '../../../../lib/http/http-config';
import { renderRoutes, staffMemberAuth } from '../../../../test/render';
import { BackofficePage } from '../../components/backoffice-page';
import { fakeServer, json } from './money-test-server';

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../../components/feedback/toasts', () => ({ toastSuccess: toast }));

function withdrawal(id: string, patch: Partial<StaffWithdrawal> = {}): StaffWithdrawal {
  return {
    id,
    portfolioId: 'p-1',
    portfolioName: 'Retirement',
    status: 'PROCESSING',
    withdrawAll: false,
    requestedAmount: '150.50',
    amount: '150.50',
    tradeDate: '2026-11-26',
    account: { bankCode: 'MBB', bankName: 'Maybank', accountNumber: '514011223344', holderName: 'Aisyah Rahman' },
    requestedAt: '2026-11-25T02:00:00.000Z',
    processingAt: '2026-11-26T22:30:00.000Z',
    paidAt: null,
    failedAt: null,
    cancelledAt: null,
    failureReason: null,
    cancellable: false,
    clientId: 7,
    clientName: 'Aisyah Rahman',
    emailAddress: 'demo@example.com',
    payoutReference: null,
    ...patch,
  };
}

function server(items: StaffWithdrawal[]) {
  const mark = (status: 'PAID' | 'FAILED') => (url: URL, call: { body: unknown }) => {
    const id = url.pathname.split('/')[4]!;
    const index = items.findIndex((w) => w.id === id);
    const reason = (call.body as { reason?: string }).reason ?? null;
    items[index] = {
      ...items[index]!,
      status,
      failureReason: reason,
      paidAt: status === 'PAID' ? '2026-11-27T03:00:00.000Z' : null,
    };
    return json({ result: items[index] });
  };
  return fakeServer({
    'GET /api/backoffice/withdrawals': (url) => {
      const status = url.searchParams.get('status');
      const list = items.filter((w) => !status || w.status === status);
      return json({ result: { items: list, total: list.length, page: 1, pageSize: 50 } });
    },
    'POST /api/backoffice/withdrawals/w-1/paid': mark('PAID'),
    'POST /api/backoffice/withdrawals/w-1/failed': mark('FAILED'),
    'POST /api/backoffice/withdrawals/payouts/result': () =>
      json({
        result: { paid: 1, failed: 0, unchanged: 0, lines: [{ line: 2, withdrawalId: 'w-1', outcome: 'PAID' }] },
      }),
  });
}

const renderPage = () =>
  renderRoutes([{ path: '/backoffice/*', element: <BackofficePage /> }], '/backoffice/withdrawals', {
    auth: staffMemberAuth(),
  });
const findRows = () => screen.findAllByTestId('withdrawal-row', {}, { timeout: 5_000 });

describe('Back office: withdrawals', { timeout: 20_000 }, () => {
  beforeEach(() => toast.mockReset());
  afterEach(() => resetHttpClientConfig());

  it('lists withdrawals with their state and dates; only a processing one can be marked', async () => {
    server([withdrawal('w-1'), withdrawal('w-2', { status: 'REQUESTED', processingAt: null, amount: null })]);
    renderPage();
    const [processing, requested] = (await findRows()) as [HTMLElement, HTMLElement];
    expect(within(processing).getByText('Processing')).toBeInTheDocument();
    expect(within(processing).getByText('514011223344')).toBeInTheDocument();
    expect(within(processing).getByText('Trade date: 26 Nov 2026')).toBeInTheDocument();
    expect(within(processing).getByText('Requested 25 Nov 2026, 10:00')).toBeInTheDocument();
    expect(within(processing).getByText('Processing 27 Nov 2026, 06:30')).toBeInTheDocument();
    expect(within(processing).getByRole('button', { name: 'Mark paid: Aisyah Rahman' })).toBeInTheDocument();
    expect(within(requested).getByText('Requested')).toBeInTheDocument();
    expect(within(requested).queryByRole('button')).not.toBeInTheDocument();
  });

  it('marks a payout paid only after the confirmation, with one idempotency key and the bank reference', async () => {
    const { calls } = server([withdrawal('w-1')]);
    renderPage();
    const [row] = (await findRows()) as [HTMLElement];
    await userEvent.click(within(row).getByRole('button', { name: 'Mark paid: Aisyah Rahman' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this payout paid?' });
    expect(dialog).toHaveTextContent('RM 150.50 to Aisyah Rahman (Maybank 514011223344)');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Bank reference (optional)'), 'BNK-77');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('The payout is marked paid.'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/backoffice/withdrawals/w-1/paid');
    expect(post.body).toEqual({ reference: 'BNK-77' });
    expect(post.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(within(screen.getByTestId('withdrawal-row')).getByText('Paid')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Mark paid/ })).not.toBeInTheDocument();
  });

  it('asks for a reason before marking a payout failed, and cancelling sends nothing', async () => {
    const { calls } = server([withdrawal('w-1')]);
    renderPage();
    const [row] = (await findRows()) as [HTMLElement];
    await userEvent.click(within(row).getByRole('button', { name: 'Mark failed: Aisyah Rahman' }));
    let dialog = await screen.findByRole('dialog', { name: 'Mark this payout failed?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(within(row).getByRole('button', { name: 'Mark failed: Aisyah Rahman' }));
    dialog = await screen.findByRole('dialog', { name: 'Mark this payout failed?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark failed' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Account closed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark failed' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('The payout is marked failed; the money is back in the goal.'),
    );
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ reason: 'Account closed' });
    expect(await screen.findByText('Account closed')).toBeInTheDocument();
  });

  it("imports the bank's result file as text/csv and reports what it did", async () => {
    const { calls } = server([withdrawal('w-1')]);
    renderPage();
    await findRows();
    const csv = 'payment_reference,status,bank_reference,reason\nw-1,PAID,BNK-1,\n';
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([csv], 'result.csv', { type: 'text/csv' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Result file applied: 1 paid, 0 failed, 0 unchanged.'));
    const post = calls.find((c) => c.path === '/api/backoffice/withdrawals/payouts/result')!;
    expect(post.body).toBe(csv);
    expect(post.headers['Content-Type']).toBe('text/csv');
    expect(post.headers['Idempotency-Key']).toBeTruthy();
  });
});
