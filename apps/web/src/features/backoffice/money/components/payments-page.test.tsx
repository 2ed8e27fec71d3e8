import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackofficePayment } from '@harta/contracts/schemas/payments';
import { resetHttpClientConfig } from '../../../../lib/http/http-config';
import { renderRoutes, staffMemberAuth } from '../../../../test/render';
import { BackofficePage } from '../../components/backoffice-page';
import { fakeServer, json } from './money-test-server';

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../../components/feedback/toasts', () => ({ toastSuccess: toast }));

function payment(orderId: string, patch: Partial<BackofficePayment> = {}): BackofficePayment {
  return {
    orderId,
    clientId: 7,
    clientEmail: 'demo@example.com',
    portfolioName: 'Retirement',
    amount: '500.00',
    bankName: 'Maybank',
    state: 'SUCCESS',
    statusCode: '00',
    statusMessage: 'Approved',
    reference: `TXN-${orderId}`,
    settledBy: 'ac',
    enquiryCount: 0,
    createdAt: '2026-11-25T09:30:00.000Z',
    finalAt: '2026-11-25T09:31:00.000Z',
    ...patch,
  };
}

const renderPage = () =>
  renderRoutes([{ path: '/backoffice/*', element: <BackofficePage /> }], '/backoffice/payments', {
    auth: staffMemberAuth(),
  });

describe('Back office: payments', { timeout: 20_000 }, () => {
  beforeEach(() => toast.mockReset());
  afterEach(() => resetHttpClientConfig());

  it('lists payments with their states, filters by state on the server, and enquires about an open one', async () => {
    let pending = payment('b'.repeat(32), {
      state: 'PENDING',
      statusCode: '09',
      statusMessage: 'Waiting for the bank',
      finalAt: null,
    });
    const { calls } = fakeServer({
      'GET /api/backoffice/payments': (url) =>
        json({
          result: {
            items: url.searchParams.get('state') === 'FAILED' ? [] : [payment('a'.repeat(32)), pending],
            nextCursor: null,
          },
        }),
      'POST /api/backoffice/payments/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb/enquire': () => {
        pending = { ...pending, state: 'SUCCESS', statusCode: '00' };
        return json({ result: pending });
      },
    });
    renderPage();
    const nav = screen.getByRole('navigation', { name: 'Back office menu' });
    expect(within(nav).getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Applications' })).not.toHaveAttribute('aria-current');

    // The money pages are a lazy chunk: the first render waits for it.
    const [done, open] = (await screen.findAllByTestId('payment-row', {}, { timeout: 5_000 })) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(done).getByText('Successful')).toBeInTheDocument();
    expect(within(done).getByText('500.00')).toBeInTheDocument();
    // Only an open order can be enquired about.
    expect(within(done).queryByRole('button')).not.toBeInTheDocument();
    expect(within(open).getByText('Pending')).toBeInTheDocument();

    await userEvent.click(within(open).getByRole('button', { name: `Enquire now about ${'b'.repeat(32)}` }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('The gateway was asked: the payment is now Successful.'));
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/enquire'))).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Enquire now/ })).not.toBeInTheDocument());

    await userEvent.selectOptions(screen.getByLabelText('State'), 'FAILED');
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
    expect(calls.at(-1)!.search).toBe('?state=FAILED');
  });

  it('pages to older payments with the cursor the server gave', async () => {
    const { calls } = fakeServer({
      'GET /api/backoffice/payments': (url) =>
        json({
          result: url.searchParams.get('cursor')
            ? { items: [payment('c'.repeat(32), { amount: '12.00' })], nextCursor: null }
            : { items: [payment('a'.repeat(32))], nextCursor: '41' },
        }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Older' }, { timeout: 5_000 }));
    expect(await screen.findByText('12.00')).toBeInTheDocument();
    expect(calls.at(-1)!.search).toBe('?cursor=41');
    expect(screen.queryByRole('button', { name: 'Older' })).not.toBeInTheDocument();
  });
});
