import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Withdrawal, WithdrawalOptions } from '@harta/contracts/schemas/withdrawals';
import { configureHttpClient, resetHttpClientConfig } from '../../../lib/http/http-config';
import { renderPage } from '../../../test/render';
import { WithdrawalPage } from './withdrawal-page';

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../components/feedback/toasts', () => ({ toastSuccess: toast }));

const PORTFOLIO = '11111111-1111-4111-8111-111111111111';

const OPTIONS: WithdrawalOptions = {
  account: { bankCode: 'MBB', bankName: 'Maybank', accountNumber: '******7890', holderName: 'Aisyah Rahman' },
  mobileNumber: '+60*****6789',
  minimumAmount: '1.00',
  nextTradeDate: '2026-11-25',
  portfolios: [
    {
      id: PORTFOLIO,
      goalName: 'Retirement',
      value: '12900.00',
      pending: '0.00',
      available: '12900.00',
      withdrawAllPending: false,
      priceDate: '2026-11-24',
    },
  ],
};

function withdrawal(patch: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    portfolioId: PORTFOLIO,
    portfolioName: 'Retirement',
    status: 'REQUESTED',
    withdrawAll: false,
    requestedAmount: '500.00',
    amount: null,
    tradeDate: '2026-11-25',
    account: OPTIONS.account!,
    requestedAt: '2026-11-24T02:00:00.000Z',
    processingAt: null,
    paidAt: null,
    failedAt: null,
    cancelledAt: null,
    failureReason: null,
    cancellable: true,
    payoutReference: null,
    ...patch,
  };
}

/** A small in-memory back end for the page. */
function fakeServer(
  options: {
    otpStatus?: number;
    createAnswers?: { status: number; body: unknown }[];
    options?: WithdrawalOptions;
  } = {},
) {
  const list: Withdrawal[] = [];
  const calls: { method: string; path: string; body: unknown; headers: Record<string, string> }[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  const createAnswers = [...(options.createAnswers ?? [])];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body, headers: (init?.headers ?? {}) as Record<string, string> });
    if (method === 'GET' && url.pathname === '/api/withdrawals/options')
      return json({ result: options.options ?? OPTIONS });
    if (method === 'GET' && url.pathname === '/api/withdrawals') return json({ result: list });
    if (method === 'POST' && url.pathname === '/api/withdrawals/otp') {
      if (options.otpStatus === 429) {
        return json({ result: 'Please wait 42 seconds before asking for a new code.', code: 'OTP_COOLDOWN' }, 429);
      }
      return json({
        result: {
          message: 'We have sent a 6-digit code to +60*****6789. It is valid for 5 minutes.',
          mobileNumber: '+60*****6789',
          expiresInSeconds: 300,
          resendAfterSeconds: 60,
        },
      });
    }
    if (method === 'POST' && url.pathname === '/api/withdrawals') {
      const answer = createAnswers.shift();
      if (answer) return json(answer.body, answer.status);
      const created = withdrawal({ requestedAmount: body.amount ?? null, withdrawAll: body.withdrawAll });
      list.unshift(created);
      return json({ result: created }, 201);
    }
    const cancel = /^\/api\/withdrawals\/([^/]+)\/cancel$/.exec(url.pathname);
    if (method === 'POST' && cancel) {
      const index = list.findIndex((w) => w.id === cancel[1]);
      list[index] = { ...list[index]!, status: 'CANCELLED', cancellable: false, cancelledAt: '2026-11-24T03:00:00Z' };
      return json({ result: list[index] });
    }
    return json({ result: 'Not found', code: 'NOT_FOUND' }, 404);
  });
  configureHttpClient({ fetch: fetchMock, transientRetryDelaysMs: [], getAccessToken: () => 'client-token' });
  return { calls, list };
}

describe('withdrawal page', { timeout: 20_000 }, () => {
  beforeEach(() => toast.mockReset());
  afterEach(() => resetHttpClientConfig());

  it('shows the available amount, the payout account and the trade date', async () => {
    fakeServer();
    renderPage(<WithdrawalPage />);
    expect(await screen.findByTestId('withdrawal-available')).toHaveTextContent('RM 12,900.00');
    expect(screen.getByText('Available to withdraw')).toBeInTheDocument();
    expect(screen.getByText('Value (prices of 24 Nov 2026)')).toBeInTheDocument();
    expect(screen.getByText(/Maybank \*\*\*\*\*\*7890 \(Aisyah Rahman\)/)).toBeInTheDocument();
    expect(screen.getByText('Units sold at the closing prices of 25 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('You have not asked for a withdrawal yet.')).toBeInTheDocument();
  });

  it('names every deduction between the value and the available amount', async () => {
    fakeServer({
      options: {
        ...OPTIONS,
        portfolios: [
          {
            ...OPTIONS.portfolios[0]!,
            value: '74462.99',
            pending: '0.00',
            pendingTransfers: '200.00',
            available: '74262.99',
          },
        ],
      },
    });
    renderPage(<WithdrawalPage />);
    const breakdown = await screen.findByTestId('withdrawal-breakdown');
    expect(within(breakdown).getByTestId('withdrawal-value')).toHaveTextContent('RM 74,462.99');
    expect(within(breakdown).getByText('Less transfers out waiting for their trade date')).toBeInTheDocument();
    expect(within(breakdown).getByTestId('withdrawal-less-transfers')).toHaveTextContent('− RM 200.00');
    expect(within(breakdown).queryByTestId('withdrawal-less-withdrawals')).not.toBeInTheDocument();
    expect(within(breakdown).getByTestId('withdrawal-available')).toHaveTextContent('RM 74,262.99');
  });

  it('validates the amount with the shared rules and against what is available', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderPage(<WithdrawalPage />);
    const amount = await screen.findByLabelText('Amount (RM)');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter an amount, or choose to withdraw everything.')).toBeInTheDocument();
    await user.type(amount, '10.999');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter at most two decimals (sen), e.g. 1,000.50.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '0.50');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The smallest withdrawal is RM 1.00.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '12900.01');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('You can withdraw at most RM 12,900.00 from this portfolio now.'),
    ).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('confirms with an SMS code and one Idempotency-Key for every try of the request', async () => {
    const server = fakeServer({
      createAnswers: [{ status: 400, body: { result: 'The code is not correct.', code: 'OTP_INVALID' } }],
    });
    const user = userEvent.setup();
    renderPage(<WithdrawalPage />);
    await user.type(await screen.findByLabelText('Amount (RM)'), '500');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your withdrawal' });
    expect(within(dialog).getByText('RM 500.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send me a code by SMS' }));
    expect(await within(dialog).findByText(/We have sent a 6-digit code to \+60\*\*\*\*\*6789/)).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === '/api/withdrawals/otp')?.body).toEqual({
      portfolioId: PORTFOLIO,
      withdrawAll: false,
      amount: '500',
    });

    const confirm = within(dialog).getByRole('button', { name: 'Confirm withdrawal' });
    expect(confirm).toBeDisabled();
    const [first] = within(dialog).getAllByRole('textbox');
    await user.click(first!);
    await user.keyboard('111111');
    await user.click(confirm);
    expect(await within(dialog).findByText('The code is not correct.')).toBeInTheDocument();

    // The corrected code goes with the same key.
    await user.click(first!);
    await user.keyboard('123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm withdrawal' }));
    // A clear success state that stays, in place of the dialog; the form below is empty again.
    const done = await screen.findByTestId('withdrawal-requested');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(done).toHaveTextContent('Withdrawal requested');
    expect(done).toHaveTextContent(
      'RM 500.00 from Retirement to Maybank ******7890 (Aisyah Rahman). Units are sold at the closing prices of 25 Nov 2026',
    );
    expect(done).toHaveTextContent('Reference 22222222-2222-4222-8222-222222222222');
    expect(screen.getByLabelText('Amount (RM)')).toHaveValue('');
    const creates = server.calls.filter((c) => c.method === 'POST' && c.path === '/api/withdrawals');
    expect(creates).toHaveLength(2);
    expect(creates[1]!.body).toEqual({ portfolioId: PORTFOLIO, withdrawAll: false, amount: '500', otp: '123456' });
    const keys = creates.map((c) => c.headers['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await screen.findByTestId('withdrawal-card')).toHaveTextContent('RM 500.00');
  });

  it('shows a refused code request in the dialog, never as an error page', async () => {
    fakeServer({ otpStatus: 429 });
    const user = userEvent.setup();
    renderPage(<WithdrawalPage />);
    await user.click(await screen.findByLabelText('Withdraw everything from this portfolio'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Everything in the portfolio')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send me a code by SMS' }));
    expect(await within(dialog).findByText('Please wait 42 seconds before asking for a new code.')).toBeInTheDocument();
  });

  it('lists each withdrawal with its steps and cancels one while requested', async () => {
    const server = fakeServer();
    server.list.push(
      withdrawal(),
      withdrawal({
        id: '33333333-3333-4333-8333-333333333333',
        status: 'PAID',
        amount: '250.00',
        processingAt: '2026-11-20T10:00:00Z',
        paidAt: '2026-11-21T10:00:00Z',
        cancellable: false,
        payoutReference: 'MBB-PAY-7781',
      }),
    );
    const user = userEvent.setup();
    renderPage(<WithdrawalPage />);
    const cards = await screen.findAllByTestId('withdrawal-card');
    expect(cards[0]).toHaveTextContent('Expected 25 Nov 2026');
    expect(cards[1]).toHaveTextContent('RM 250.00');
    expect(cards[1]).toHaveTextContent('21 Nov 2026');
    // The same reference as the transactions page and the CSV, and the bank's reference staff entered on paying it.
    expect(cards[1]).toHaveTextContent('Reference 33333333-3333-4333-8333-333333333333');
    expect(cards[1]).toHaveTextContent("Bank's payment reference MBB-PAY-7781");
    expect(cards[0]).not.toHaveTextContent('payment reference');
    expect(within(cards[1]!).queryByRole('button', { name: 'Cancel withdrawal' })).toBeNull();

    await user.click(within(cards[0]!).getByRole('button', { name: 'Cancel withdrawal' }));
    await user.click(within(cards[0]!).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('The withdrawal is cancelled.'));
    await waitFor(() => expect(screen.getAllByTestId('withdrawal-card')[0]).toHaveTextContent('Cancelled'));
  });
});
