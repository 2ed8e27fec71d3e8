import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureHttpClient, resetHttpClientConfig } from '../../../lib/http/http-config';
import { renderPage } from '../../../test/render';
import { DepositPage } from './deposit-page';

const PORTFOLIO = '11111111-2222-4333-8444-555555555555';
const FORM = {
  orderId: 'a'.repeat(32),
  action: 'http://localhost/sandbox/fpx/ar',
  method: 'POST',
  fields: { fpx_msgType: 'AR', fpx_txnAmount: '250.00', fpx_checkSum: 'ABC' },
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function server(depositAnswer: () => Response, { noGoal = false } = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.includes('/SystemParameters/FPX/MIN_AMOUNT_MYR'))
      return json({ result: { category: 'FPX', key: 'MIN_AMOUNT_MYR', value: '1' } });
    if (url.includes('/SystemParameters/FPX/MAX_AMOUNT_MYR'))
      return json({ result: { category: 'FPX', key: 'MAX_AMOUNT_MYR', value: '30000' } });
    if (url.endsWith('/api/DropDown/getBankList')) {
      return json({
        result: [
          { code: 'MBB', name: 'Maybank', online: true },
          { code: 'KFH', name: 'Kuwait Finance House (Malaysia)', online: false },
        ],
      });
    }
    if (url.endsWith('/api/portfolios')) {
      return json({
        result: {
          portfolios: noGoal
            ? []
            : [
                {
                  guid: PORTFOLIO,
                  goalName: 'Retirement',
                  riskLevel: 3,
                  riskLevelName: 'Balanced',
                  createdAt: '2026-11-25T00:00:00Z',
                  cash: '0.00',
                  invested: '0.00',
                  total: '0.00',
                  priceDate: null,
                  holdings: [],
                },
              ],
          total: '0.00',
          maxRiskLevel: 5,
          canAdd: true,
        },
      });
    }
    if (url.endsWith('/api/deposits')) return depositAnswer();
    return json({ result: 'not found', code: 'NOT_FOUND' }, 404);
  });
  configureHttpClient({ fetch: fetchMock, transientRetryDelaysMs: [] });
  return fetchMock;
}

describe('DepositPage', { timeout: 20_000 }, () => {
  let submitted: HTMLFormElement[];
  beforeEach(() => {
    submitted = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
  });
  afterEach(() => {
    resetHttpClientConfig();
    vi.restoreAllMocks();
  });

  async function fill(amount: string) {
    await userEvent.type(await screen.findByLabelText(/Amount \(RM\)/), amount);
    await userEvent.click(screen.getByLabelText('Maybank'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  }

  it('for a client with no goal yet, offers to add one (the dashboard opens its form)', async () => {
    server(() => json({}), { noGoal: true });
    renderPage(<DepositPage />);
    expect(await screen.findByText('You have no portfolio to deposit into yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a goal' })).toHaveAttribute('href', '/dashboard?add-goal=1');
  });

  it('greys out offline banks and checks the amount against the bounds before anything is sent', async () => {
    const fetchMock = server(() => json({ result: FORM }, 201));
    renderPage(<DepositPage />);
    expect(await screen.findByLabelText('Kuwait Finance House (Malaysia) (offline)')).toBeDisabled();
    expect(screen.getByLabelText('Maybank')).toBeEnabled();
    await fill('0.50');
    expect(await screen.findByText('Please enter an amount from RM 1.00 to RM 30,000.00.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Amount \(RM\)/));
    await userEvent.type(screen.getByLabelText(/Amount \(RM\)/), '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter at most two decimals (sen), e.g. 1,000.50.')).toBeInTheDocument();
    // Zero and a negative amount are refused for what they are, not for their decimals.
    for (const typed of ['0', '-5']) {
      await userEvent.clear(screen.getByLabelText(/Amount \(RM\)/));
      await userEvent.type(screen.getByLabelText(/Amount \(RM\)/), typed);
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText('Please enter an amount above zero.')).toBeInTheDocument();
    }
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/deposits'))).toBe(false);
  });

  it('confirms, sends one Idempotency-Key, and posts the signed AR form in the full window', async () => {
    const fetchMock = server(() => json({ result: FORM }, 201));
    renderPage(<DepositPage />);
    await fill('250');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your deposit' });
    expect(dialog).toHaveTextContent('You will now go to Maybank to pay RM 250.00 into "Retirement".');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay with online banking' }));
    await vi.waitFor(() => expect(submitted).toHaveLength(1));
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/deposits'))!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ amount: '250', portfolioId: PORTFOLIO, bankId: 'MBB' });
    expect((call[1]!.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    const form = submitted[0]!;
    expect(form.method).toBe('post');
    expect(form.action).toBe(FORM.action);
    expect(new FormData(form).get('fpx_checkSum')).toBe('ABC');
  });

  it('shows the foreign-currency limit notice with its two ways forward, keeping what was typed', async () => {
    const notice = 'This deposit would take your foreign-currency investments this year to more than RM 1,000,000.00.';
    server(() => json({ result: notice, code: 'FOREIGN_ASSET_LIMIT' }, 422));
    renderPage(<DepositPage />);
    await fill('5000');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay with online banking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Foreign-currency asset limit' });
    expect(dialog).toHaveTextContent(notice);
    expect(within(dialog).getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(dialog).getByRole('link', { name: /My Profile/ })).toHaveAttribute(
      'href',
      '/my-profile/bnm-documents',
    );
    expect(screen.getByLabelText(/Amount \(RM\)/)).toHaveValue('5000');
    expect(submitted).toHaveLength(0);
  });
});
