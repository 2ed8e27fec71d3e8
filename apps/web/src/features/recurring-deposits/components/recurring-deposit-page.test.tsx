import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecurringDepositView } from '@harta/contracts/schemas/recurring-deposits';
import { resetHttpClientConfig } from '../../../lib/http/http-config';
import { changeLanguage } from '../../../lib/i18n/init-i18n';
import { fakeApi, jsonAnswer, type FakeHandler } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { authorisingPortfolio } from '../logic/pending-authorisation';
import { banks, collection, GOAL, goals, schedule, SCHEDULE } from '../test/fixtures';
import { RecurringDepositPage } from './recurring-deposit-page';

const SCHEDULE_PATH = `/api/portfolios/${GOAL}/recurring-deposit`;

function api(current: () => RecurringDepositView | null, routes: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/portfolios': () => ({ result: goals }),
    'GET /api/DropDown/getBankList': () => ({ result: banks }),
    'GET /api/SystemParameter/SystemParameters/FPX/MIN_AMOUNT_MYR': () => ({
      result: { category: 'FPX', key: 'MIN_AMOUNT_MYR', value: '1' },
    }),
    'GET /api/SystemParameter/SystemParameters/FPX/MAX_AMOUNT_MYR': () => ({
      result: { category: 'FPX', key: 'MAX_AMOUNT_MYR', value: '30000' },
    }),
    [`GET ${SCHEDULE_PATH}`]: () => ({ result: { schedule: current() } }),
    [`GET ${SCHEDULE_PATH}/collections`]: () => ({ result: { items: [], total: 0 } }),
    ...routes,
  });
}

const open = () => renderPage(<RecurringDepositPage />, {}, `/recurring-deposit?portfolio=${GOAL}`);

describe('RecurringDepositPage', { timeout: 20_000 }, () => {
  let submitted: HTMLFormElement[];
  beforeEach(() => {
    submitted = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    resetHttpClientConfig();
  });

  it('checks the amount (and its bounds) and the bank before anything is sent', async () => {
    const { calls } = api(() => null);
    const user = userEvent.setup();
    open();
    const amount = await screen.findByLabelText(/Amount each time/);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter an amount.')).toBeInTheDocument();
    expect(screen.getByText('Please choose your bank.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Kuwait Finance House (Malaysia) (offline)' })).toBeDisabled();

    await user.type(amount, '50000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter an amount from RM 1.00 to RM 30,000.00.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sets up a monthly deposit: confirms what will be collected, then posts the mandate request to the bank', async () => {
    const { calls } = api(() => null, {
      [`POST ${SCHEDULE_PATH}`]: () =>
        jsonAnswer(201, {
          result: {
            schedule: schedule({ status: 'pending_authorisation', nextCollection: null }),
            authorisation: {
              action: 'http://localhost/sandbox/mandates/authorise',
              method: 'POST',
              fields: { mandateRef: 'MDT-0001', signature: 'SIG' },
            },
          },
        }),
    });
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText(/Amount each time/), '200');
    await user.selectOptions(screen.getByLabelText('Day of the month'), '5');
    fireEvent.change(screen.getByLabelText(/Start date/), { target: { value: '2026-12-01' } });
    await user.click(screen.getByRole('radio', { name: 'Maybank' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const dialog = await screen.findByRole('dialog', { name: 'Authorise the direct debit at your bank' });
    expect(dialog).toHaveTextContent(
      'RM 200.00 will be collected on day 5 of every month from your account at Maybank into "Retirement", starting 1 Dec 2026.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Go to my bank' }));

    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      amount: '200',
      frequency: 'monthly',
      dayOfMonth: 5,
      dayOfWeek: null,
      startDate: '2026-12-01',
      bankId: 'MBB',
    });
    const form = submitted[0]!;
    expect(form.action).toBe('http://localhost/sandbox/mandates/authorise');
    expect(form.method).toBe('post');
    expect(Object.fromEntries(new FormData(form))).toEqual({ mandateRef: 'MDT-0001', signature: 'SIG' });
    // The return page finds the goal of this schedule in the tab.
    expect(authorisingPortfolio(SCHEDULE)).toBe(GOAL);
  });

  it('sends a weekly deposit with its day of the week, and shows a refusal about the goal above the button', async () => {
    const { calls } = api(() => null, {
      [`POST ${SCHEDULE_PATH}`]: () =>
        jsonAnswer(409, {
          result: 'This goal already has a recurring deposit. Change or cancel it before setting up a new one.',
          code: 'CONFLICT',
        }),
    });
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText(/Amount each time/), '50');
    await user.click(screen.getByText('Weekly'));
    await user.selectOptions(screen.getByLabelText('Day of the week'), '5');
    await user.click(screen.getByRole('radio', { name: 'Maybank' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('every Friday');
    await user.click(within(dialog).getByRole('button', { name: 'Go to my bank' }));
    expect(await screen.findByTestId('recurring-refusal')).toHaveTextContent(
      'This goal already has a recurring deposit.',
    );
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      frequency: 'weekly',
      dayOfMonth: null,
      dayOfWeek: 5,
    });
    expect(submitted).toHaveLength(0);
  });

  it('shows a live deposit with its next collection; pauses it, and cancels it only after a confirmation', async () => {
    let current = schedule();
    const { calls } = api(() => current, {
      [`PATCH ${SCHEDULE_PATH}`]: (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { action: string };
        current =
          body.action === 'pause'
            ? schedule({ status: 'paused', nextCollection: null })
            : schedule({ status: 'cancelled', statusReason: 'recurringDeposit.reason.cancelledByClient' });
        return { result: { schedule: current } };
      },
      [`GET ${SCHEDULE_PATH}/collections`]: () => ({
        result: {
          items: [
            collection({
              guid: 'c2',
              scheduledFor: '2026-11-12',
              status: 'failed',
              failureReason: 'recurringDeposit.failure.insufficientFunds',
              attempt: 2,
              orderId: null,
            }),
            collection(),
          ],
          total: 2,
        },
      }),
    });
    const user = userEvent.setup();
    open();
    expect(await screen.findByTestId('recurring-summary')).toHaveTextContent('RM 200.00 on day 5 of every month');
    expect(screen.getByTestId('recurring-next')).toHaveTextContent('Next collection: RM 200.00 on 5 Dec 2026');
    expect(screen.getByText('MDT-0001')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('collection-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Failed');
    expect(rows[0]).toHaveTextContent('retry 2');
    expect(rows[0]).toHaveTextContent('Your bank account did not have enough funds.');
    expect(rows[1]).toHaveTextContent('Collected');
    expect(screen.getByRole('link', { name: 'See it in your transactions' })).toHaveAttribute('href', '/transactions');

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('No collection is scheduled while it is paused.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ action: 'pause' }]);
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel recurring deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this recurring deposit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Cancel recurring deposit' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this recurring deposit?' })).getByRole('button', {
        name: 'Yes, cancel it',
      }),
    );
    // Ended: the reason, and the form to set up a new one.
    expect(await screen.findByTestId('recurring-ended')).toHaveTextContent('You cancelled this recurring deposit.');
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { action: 'pause' },
      { action: 'cancel' },
    ]);
  });

  it('shows an amount above what the bank authorised under the field', async () => {
    const { calls } = api(() => schedule(), {
      [`PATCH ${SCHEDULE_PATH}`]: () =>
        jsonAnswer(422, {
          result: 'Validation failed',
          code: 'VALIDATION_ERROR',
          issues: [{ path: 'amount', message: 'recurringDeposit.aboveMandate' }],
        }),
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Change amount' }));
    const field = screen.getByLabelText('New amount each time');
    await user.clear(field);
    await user.type(field, '900');
    await user.click(screen.getByRole('button', { name: 'Save amount' }));
    expect(
      await screen.findByText(/This amount is above the RM 500.00 per debit your bank authorised/),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ amount: '900' });
  });

  it('says while the bank has not answered, and asks again until it has', async () => {
    let reads = 0;
    api(() => {
      reads += 1;
      return reads < 2 ? schedule({ status: 'pending_authorisation', nextCollection: null }) : schedule();
    });
    open();
    expect(await screen.findByText(/Your bank has not yet told us/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel recurring deposit' })).toBeInTheDocument();
    expect(await screen.findByTestId('recurring-next', {}, { timeout: 6000 })).toBeInTheDocument();
  });

  it('offers a retry when the deposit cannot be read', async () => {
    let fail = true;
    api(() => null, {
      [`GET ${SCHEDULE_PATH}`]: () =>
        fail ? jsonAnswer(500, { result: 'boom', code: 'SERVER_ERROR' }) : { result: { schedule: null } },
    });
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('We could not load this goal’s recurring deposit.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('reads in Malay', async () => {
    api(() => null);
    await act(() => changeLanguage('ms'));
    try {
      open();
      expect(await screen.findByRole('heading', { name: 'Sediakan deposit berulang' })).toBeInTheDocument();
      expect(screen.getByLabelText(/Jumlah setiap kali/)).toBeInTheDocument();
      expect(screen.getByText('Bulanan')).toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});
