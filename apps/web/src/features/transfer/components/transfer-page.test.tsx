import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PortfolioList } from '@harta/contracts/schemas/portfolios';
import type { Transfer } from '@harta/contracts/schemas/transfers';
import { resetHttpClientConfig } from '../../../lib/http/http-config';
import { fakeApi, jsonAnswer } from '../../../test/fake-api';
import { fakeAuth, renderPage } from '../../../test/render';
import { TransferPage } from './transfer-page';

const RETIREMENT = '11111111-1111-4111-8111-111111111111';
const HOUSE = '22222222-2222-4222-8222-222222222222';

function portfolioList(count = 2): PortfolioList {
  return {
    portfolios: [RETIREMENT, HOUSE].slice(0, count).map((guid, i) => ({
      guid,
      goalName: i === 0 ? 'Retirement' : 'House',
      riskLevel: 3,
      riskLevelName: 'Balanced',
      createdAt: '2026-01-01T00:00:00Z',
      cash: '0.00',
      invested: i === 0 ? '5000.00' : '0.00',
      total: i === 0 ? '5000.00' : '0.00',
      priceDate: null,
      holdings: [],
    })),
    total: '5000.00',
    maxRiskLevel: 5,
    canAdd: true,
  };
}

const requested: Transfer = {
  transferId: '33333333-3333-4333-8333-333333333333',
  fromPortfolioId: RETIREMENT,
  fromGoalName: 'Retirement',
  toPortfolioId: HOUSE,
  toGoalName: 'House',
  amount: '1200.00',
  transferAll: false,
  status: 'REQUESTED',
  tradeDate: '2026-11-27',
  movedAmount: null,
  executedDate: null,
  createdAt: '2026-11-26T06:00:00.000Z',
};

function renderTransfer() {
  return renderPage(<TransferPage />, { auth: fakeAuth({ status: 'authenticated', roles: ['c'] }) }, '/transfer');
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, amount: string) {
  const from = await screen.findByLabelText('From');
  await waitFor(() => expect(within(from).getAllByRole('option')).toHaveLength(3));
  await user.selectOptions(from, RETIREMENT);
  await user.selectOptions(screen.getByLabelText('To'), HOUSE);
  if (amount) await user.type(screen.getByLabelText('Amount (RM)'), amount);
}

describe('transfer page', { timeout: 20_000 }, () => {
  afterEach(() => {
    resetHttpClientConfig();
    vi.restoreAllMocks();
  });

  it('checks the form with the contracts’ rules before asking the server anything', async () => {
    const { calls } = fakeApi({
      'GET /api/portfolios': () => ({ result: portfolioList() }),
      'GET /api/transfers': () => ({ result: [] }),
    });
    const user = userEvent.setup();
    renderTransfer();
    await fillForm(user, '10.005');
    await user.selectOptions(screen.getByLabelText('To'), RETIREMENT);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter at most two decimals (sen), e.g. 1,000.50.')).toBeInTheDocument();
    expect(screen.getByText('Please choose two different portfolios.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('confirms, sends one Idempotency-Key, reuses it on a retry, and lists the transfer', async () => {
    let attempts = 0;
    let listed: Transfer[] = [];
    const { calls } = fakeApi({
      'GET /api/portfolios': () => ({ result: portfolioList() }),
      'GET /api/transfers': () => ({ result: listed }),
      'POST /api/transfers': () => {
        attempts += 1;
        // The first answer is lost on the way back (the server may have done it): the user confirms again.
        if (attempts === 1) return jsonAnswer(422, { result: 'Lost? Try again.', code: 'SIMULATED' });
        listed = [requested];
        return jsonAnswer(201, { result: requested });
      },
    });
    const user = userEvent.setup();
    renderTransfer();
    expect(await screen.findByText('No transfers yet.')).toBeInTheDocument();
    await fillForm(user, '1200');
    expect(screen.getByText('Value of Retirement now: RM 5,000.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Transfer RM 1,200.00 from Retirement to House.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByText('Lost? Try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));

    expect(
      await screen.findByText('Transfer requested. It will be executed at the closing prices of 27 Nov 2026.'),
    ).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[0]!.body).toEqual({ fromPortfolioId: RETIREMENT, toPortfolioId: HOUSE, amount: '1200' });
    const keys = posts.map((c) => c.headers['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    const line = await screen.findByTestId('transfer-line');
    expect(within(line).getByText('Retirement → House')).toBeInTheDocument();
    expect(within(line).getByText('Pending')).toBeInTheDocument();
  });

  it('shows an amount above what is available under the amount, not in a dialog', async () => {
    const refusal = 'You can transfer at most RM 4,800.00 from this goal now.';
    fakeApi({
      'GET /api/portfolios': () => ({ result: portfolioList() }),
      'GET /api/transfers': () => ({ result: [] }),
      'POST /api/transfers': () => jsonAnswer(422, { result: refusal, code: 'INSUFFICIENT_BALANCE' }),
    });
    const user = userEvent.setup();
    renderTransfer();
    await fillForm(user, '4900');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm transfer' }));
    const amount = screen.getByLabelText('Amount (RM)');
    await waitFor(() => expect(amount).toHaveAccessibleDescription(expect.stringContaining(refusal)));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends "transfer everything" without an amount', async () => {
    const { calls } = fakeApi({
      'GET /api/portfolios': () => ({ result: portfolioList() }),
      'GET /api/transfers': () => ({ result: [] }),
      'POST /api/transfers': () => jsonAnswer(201, { result: { ...requested, amount: null, transferAll: true } }),
    });
    const user = userEvent.setup();
    renderTransfer();
    await fillForm(user, '');
    await user.click(screen.getByLabelText('Transfer everything in this goal'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Transfer everything in Retirement to House.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    await screen.findByText(/Transfer requested/);
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      fromPortfolioId: RETIREMENT,
      toPortfolioId: HOUSE,
      transferAll: true,
    });
  });

  it('with one goal it explains that a second one is needed', async () => {
    fakeApi({
      'GET /api/portfolios': () => ({ result: portfolioList(1) }),
      'GET /api/transfers': () => ({ result: [] }),
    });
    renderTransfer();
    expect(
      await screen.findByText('You need two goals to transfer between them. Add a goal on your dashboard first.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
