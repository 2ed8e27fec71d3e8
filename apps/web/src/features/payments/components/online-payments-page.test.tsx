import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { configureHttpClient, resetHttpClientConfig } from '../../../lib/http/http-config';
import { renderPage } from '../../../test/render';
import { OnlinePaymentsPage } from './online-payments-page';

function answer(items: unknown[]) {
  const fetchMock = vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify({ result: { items, nextCursor: null } }), { status: 200 }),
  );
  configureHttpClient({ fetch: fetchMock, transientRetryDelaysMs: [] });
  return fetchMock;
}

describe('OnlinePaymentsPage', { timeout: 20_000 }, () => {
  afterEach(() => resetHttpClientConfig());

  it('lists each payment with its date, bank, amount, status and a link to its receipt', async () => {
    const fetchMock = answer([
      {
        orderId: 'c'.repeat(32),
        status: 'SUCCESS',
        statusCode: '00',
        statusMessage: 'ok',
        amount: '500.00',
        currency: 'MYR',
        bankName: 'Maybank',
        reference: '2611251200000001',
        bankReference: null,
        createdAt: '2026-11-25T03:00:00Z',
        finalAt: '2026-11-25T03:01:00Z',
        portfolioId: '11111111-2222-4333-8444-555555555555',
        portfolioName: 'Retirement',
      },
    ]);
    renderPage(<OnlinePaymentsPage />);
    expect(await screen.findByRole('link', { name: 'Retirement' })).toHaveAttribute(
      'href',
      `/payment/${'c'.repeat(32)}/00`,
    );
    expect(screen.getByText('25 Nov 2026 · Maybank')).toBeInTheDocument();
    expect(screen.getByText('RM 500.00')).toBeInTheDocument();
    expect(screen.getByText('Successful')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/clientProfile/onlineTransactions?limit=20');
  });

  it('says what to do next when there is nothing yet', async () => {
    answer([]);
    renderPage(<OnlinePaymentsPage />);
    expect(await screen.findByText(/No online payments yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make a deposit' })).toHaveAttribute('href', '/deposit');
  });
});
