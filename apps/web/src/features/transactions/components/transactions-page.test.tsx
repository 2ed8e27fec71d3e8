import { changeLanguage } from '../../../lib/i18n/init-i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PortfolioList } from '@harta/contracts/schemas/portfolios';
import type { TransactionItem } from '@harta/contracts/schemas/transaction-listing';
import { resetHttpClientConfig } from '../../../lib/http/http-config';
import { fakeApi } from '../../../test/fake-api';
import { matchMediaWhere } from '../../../test/media-queries';
import { fakeAuth, renderPage } from '../../../test/render';
import { TransactionsPage } from './transactions-page';

const RETIREMENT = '11111111-1111-4111-8111-111111111111';
const HOUSE = '22222222-2222-4222-8222-222222222222';

const portfolios: PortfolioList = {
  portfolios: [RETIREMENT, HOUSE].map((guid, i) => ({
    guid,
    goalName: i === 0 ? 'Retirement' : 'House',
    riskLevel: 3,
    riskLevelName: 'Balanced',
    createdAt: '2026-01-01T00:00:00Z',
    cash: '0.00',
    invested: '0.00',
    total: '0.00',
    priceDate: null,
    holdings: [],
  })),
  total: '0.00',
  maxRiskLevel: 5,
  canAdd: true,
};

function item(n: number, patch: Partial<TransactionItem> = {}): TransactionItem {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    portfolio: { guid: RETIREMENT, goalName: 'Retirement' },
    type: 'DEPOSIT',
    status: 'COMPLETED',
    amount: '1000.00',
    description: `Maybank · FPX ${n}`,
    descriptionFields: null,
    details: null,
    // 16:30 UTC is 00:30 the next day in Malaysia.
    createdAt: '2026-03-05T16:30:00.000Z',
    updatedAt: '2026-03-05T16:31:00.000Z',
    completedAt: '2026-03-05T16:31:00.000Z',
    reference: `order-${n}`,
    ...patch,
  };
}

function renderTransactions(path = '/transactions') {
  return renderPage(<TransactionsPage />, { auth: fakeAuth({ status: 'authenticated', roles: ['c'] }) }, path);
}

const listingCalls = (calls: { url: URL; method: string }[]) =>
  calls.filter((c) => c.url.pathname === '/api/clientProfile/transactionListing');

describe('transactions page', { timeout: 20_000 }, () => {
  afterEach(() => {
    resetHttpClientConfig();
    vi.restoreAllMocks();
  });

  it('lists each movement with its Malaysian date, portfolio, type, status and amount', async () => {
    fakeApi({
      'GET /api/portfolios': () => ({ result: portfolios }),
      'GET /api/clientProfile/transactionListing': () => ({
        result: {
          items: [
            item(1, { type: 'WITHDRAWAL', status: 'PENDING', amount: null, description: null, completedAt: null }),
            item(2, { type: 'INVESTMENT', amount: '12345.67', portfolio: { guid: HOUSE, goalName: 'House' } }),
            item(3),
          ],
          nextCursor: null,
        },
      }),
    });
    renderTransactions();
    expect(await screen.findByRole('heading', { level: 1, name: 'Transactions' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('transaction-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Withdrawal')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('To be confirmed')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('House')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Investment')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('12,345.67')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('6 Mar 2026, 00:30')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Maybank · FPX 3')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it("shows each movement's one reference, and a paid withdrawal's payout reference from the bank", async () => {
    fakeApi({
      'GET /api/portfolios': () => ({ result: portfolios }),
      'GET /api/clientProfile/transactionListing': () => ({
        result: {
          items: [
            item(1, {
              type: 'WITHDRAWAL',
              reference: '33333333-3333-4333-8333-333333333333',
              details: { withdrawAll: false, payoutReference: 'MBB-PAY-7781' },
            }),
            item(2),
          ],
          nextCursor: null,
        },
      }),
    });
    renderTransactions();
    const rows = await screen.findAllByTestId('transaction-row');
    expect(within(rows[0]!).getByText('Reference 33333333-3333-4333-8333-333333333333')).toBeInTheDocument();
    expect(within(rows[0]!).getByText("Bank's payment reference MBB-PAY-7781")).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Reference order-2')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText(/payment reference/)).toBeNull();
  });

  it('writes each description in the chosen language from its facts, as the CSV and the statements do', async () => {
    await changeLanguage('ms');
    try {
      fakeApi({
        'GET /api/portfolios': () => ({ result: portfolios }),
        'GET /api/clientProfile/transactionListing': () => ({
          result: {
            items: [
              item(1, {
                type: 'INVESTMENT',
                description: 'Invested at the closing prices of 2026-10-30',
                descriptionFields: { kind: 'INVESTED', tradeDate: '2026-10-30' },
              }),
              item(2, {
                type: 'FEE',
                description: 'Management fee for October 2026',
                descriptionFields: { kind: 'MANAGEMENT_FEE', month: '2026-10', waived: false },
              }),
              item(3, {
                type: 'WITHDRAWAL',
                description: 'To Maybank ****3344',
                descriptionFields: { kind: 'PAYOUT', bank: 'Maybank', account: '****3344' },
              }),
            ],
            nextCursor: null,
          },
        }),
      });
      renderTransactions();
      const rows = await screen.findAllByTestId('transaction-row');
      expect(within(rows[0]!).getByText('Dilaburkan pada harga penutup 30 Okt 2026')).toBeInTheDocument();
      expect(within(rows[1]!).getByText('Yuran pengurusan bagi Oktober 2026')).toBeInTheDocument();
      expect(within(rows[2]!).getByText('Kepada Maybank ****3344')).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });

  it('at a phone’s width shows each movement as a card with its amount and status, no table to scroll', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(matchMediaWhere((query) => query.includes('max-width: 35.99em')));
    fakeApi({
      'GET /api/portfolios': () => ({ result: portfolios }),
      'GET /api/clientProfile/transactionListing': () => ({
        result: { items: [item(1, { type: 'INVESTMENT', amount: '12345.67' })], nextCursor: null },
      }),
    });
    renderTransactions();
    const [row] = await screen.findAllByTestId('transaction-row');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(row!).getByText('Investment')).toBeInTheDocument();
    expect(within(row!).getByText('RM 12,345.67')).toBeInTheDocument();
    expect(within(row!).getByText('Completed')).toBeInTheDocument();
    expect(within(row!).getByText('Retirement · 6 Mar 2026, 00:30')).toBeInTheDocument();
  });

  it('filters through the address and sends the filters to the server', async () => {
    const { calls } = fakeApi({
      'GET /api/portfolios': () => ({ result: portfolios }),
      'GET /api/clientProfile/transactionListing': (url) => ({
        result: { items: url.searchParams.get('type') === 'FEE' ? [] : [item(1)], nextCursor: null },
      }),
    });
    const user = userEvent.setup();
    const { router } = renderTransactions();
    await screen.findAllByTestId('transaction-row');

    const portfolio = screen.getByLabelText('Portfolio');
    await waitFor(() => expect(within(portfolio).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(portfolio, HOUSE);
    await user.selectOptions(screen.getByLabelText('Type'), 'FEE');
    expect(await screen.findByText('No transactions match these filters.')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?portfolio=${HOUSE}&type=FEE`);
    const last = listingCalls(calls).at(-1)!.url.searchParams;
    expect(Object.fromEntries(last)).toEqual({ portfolio: HOUSE, type: 'FEE', limit: '20' });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findAllByTestId('transaction-row')).toHaveLength(1);
    expect(router.state.location.search).toBe('');
  });

  it('says when the end date is before the start date, and asks the server nothing', async () => {
    const { calls } = fakeApi({
      'GET /api/portfolios': () => ({ result: portfolios }),
      'GET /api/clientProfile/transactionListing': () => ({ result: { items: [item(1)], nextCursor: null } }),
    });
    renderTransactions('/transactions?from=2026-03-10&to=2026-03-01');
    expect(await screen.findByText('The end date must be on or after the start date.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    // The page has settled (the portfolios it asked for are in the filter) without asking for the listing.
    await waitFor(() => expect(within(screen.getByLabelText('Portfolio')).getAllByRole('option')).toHaveLength(3));
    expect(listingCalls(calls)).toHaveLength(0);
  });

  it('shows more rows by keyset cursor', async () => {
    const { calls } = fakeApi({
      'GET /api/portfolios': () => ({ result: portfolios }),
      'GET /api/clientProfile/transactionListing': (url) =>
        url.searchParams.get('cursor') === 'c-2'
          ? { result: { items: [item(3)], nextCursor: null } }
          : { result: { items: [item(1), item(2)], nextCursor: 'c-2' } },
    });
    const user = userEvent.setup();
    renderTransactions();
    expect(await screen.findAllByTestId('transaction-row')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('transaction-row')).toHaveLength(3));
    expect(listingCalls(calls).map((c) => c.url.searchParams.get('cursor'))).toEqual([null, 'c-2']);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    fakeApi({
      'GET /api/portfolios': () => ({ result: portfolios }),
      'GET /api/clientProfile/transactionListing': () => ({ result: { items: [], nextCursor: null } }),
    });
    renderTransactions();
    expect(
      await screen.findByText('No transactions yet. Your deposits, investments and withdrawals will be listed here.'),
    ).toBeInTheDocument();
  });

  it('exports the filtered rows as a CSV file with the bearer token', async () => {
    const createObjectURL = vi.fn(() => 'blob:csv');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { calls } = fakeApi({
      'GET /api/portfolios': () => ({ result: portfolios }),
      'GET /api/clientProfile/transactionListing': (url) =>
        url.searchParams.get('format') === 'csv'
          ? new Response('\ufeffDate,Portfolio\n', {
              status: 200,
              headers: {
                'content-type': 'text/csv; charset=utf-8',
                'content-disposition': 'attachment; filename="transactions-2026-03-06.csv"',
              },
            })
          : { result: { items: [item(1)], nextCursor: null } },
    });
    const user = userEvent.setup();
    renderTransactions('/transactions?status=COMPLETED');
    await screen.findAllByTestId('transaction-row');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toEqual(['transactions-2026-03-06.csv']));
    const csvCall = listingCalls(calls).find((c) => c.url.searchParams.get('format') === 'csv')!;
    expect(Object.fromEntries(csvCall.url.searchParams)).toEqual({ status: 'COMPLETED', format: 'csv' });
    expect((csvCall as unknown as { headers: Record<string, string> }).headers.Authorization).toBe(
      'Bearer client-token',
    );
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });
});
