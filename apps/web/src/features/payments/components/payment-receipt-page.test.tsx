import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { configureHttpClient, resetHttpClientConfig } from '../../../lib/http/http-config';
import { fakeAuth, renderRoutes } from '../../../test/render';
import { PaymentReceiptPage } from './payment-receipt-page';

const ORDER = 'b'.repeat(32);

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
  configureHttpClient({ fetch: fetchMock, transientRetryDelaysMs: [] });
  return fetchMock;
}

const receipt = (status: 'PENDING' | 'SUCCESS' | 'FAILED', statusMessage: string) => ({
  result: {
    orderId: ORDER,
    status,
    statusCode: status === 'SUCCESS' ? '00' : status === 'FAILED' ? '1K' : null,
    statusMessage,
    amount: '1234.50',
    currency: 'MYR',
    bankName: 'Maybank',
    reference: ORDER,
    bankReference: status === 'PENDING' ? null : '2611251200000001',
  },
});

function open(urlStatus: string, auth = fakeAuth()) {
  return renderRoutes(
    [{ path: '/payment/:orderId/:status', element: <PaymentReceiptPage /> }],
    `/payment/${ORDER}/${urlStatus}`,
    {
      auth,
    },
  );
}

describe('PaymentReceiptPage', { timeout: 20_000 }, () => {
  afterEach(() => resetHttpClientConfig());

  it("shows the stored status, never the URL's, with amount, bank and reference", async () => {
    const fetchMock = answer(200, receipt('FAILED', 'You cancelled the payment at your bank. No money was taken.'));
    open('00');
    expect(await screen.findByText('Unsuccessful')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You cancelled the payment');
    expect(screen.getByText('RM 1,234.50')).toBeInTheDocument();
    expect(screen.getByText('Maybank')).toBeInTheDocument();
    // The order id, as the transactions page and the CSV show it; the bank's own id beside it, named as such.
    expect(screen.getByText('Reference').nextElementSibling).toHaveTextContent(ORDER);
    expect(screen.getByText('Bank reference').nextElementSibling).toHaveTextContent('2611251200000001');
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`/api/payments/${ORDER}`);
  });

  it('shows the pending-deposit modal to a logged-in client while the bank has not confirmed', async () => {
    answer(200, receipt('PENDING', 'We are waiting for your bank to confirm the payment.'));
    open('00', fakeAuth({ status: 'authenticated' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('We are processing your transaction(s)');
    expect(screen.getAllByRole('link', { name: 'View transactions' })[0]).toHaveAttribute('href', '/transactions');
  });

  it('says plainly when there is no such payment', async () => {
    answer(404, { result: 'The requested resource was not found.', code: 'NOT_FOUND' });
    open('00');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this payment');
  });
});
