import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { RecurringDepositView } from '@harta/contracts/schemas/recurring-deposits';
import { resetHttpClientConfig } from '../../../lib/http/http-config';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { rememberAuthorisation } from '../logic/pending-authorisation';
import { GOAL, schedule, SCHEDULE } from '../test/fixtures';
import { RecurringReturnPage } from './recurring-return-page';

const SCHEDULE_PATH = `/api/portfolios/${GOAL}/recurring-deposit`;
const open = () => renderPage(<RecurringReturnPage />, {}, `/recurring-deposit/return?schedule=${SCHEDULE}`);

describe('RecurringReturnPage', { timeout: 20_000 }, () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => resetHttpClientConfig());

  it('waits for the bank, asking again, then says the deposit is set up', async () => {
    rememberAuthorisation(SCHEDULE, GOAL);
    const answers: RecurringDepositView[] = [
      schedule({ status: 'pending_authorisation', nextCollection: null }),
      schedule(),
    ];
    const { calls } = fakeApi({
      [`GET ${SCHEDULE_PATH}`]: () => ({ result: { schedule: answers.length > 1 ? answers.shift() : answers[0] } }),
    });
    open();
    expect(await screen.findByText(/Your bank has not answered yet/)).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Your bank authorised the direct debit. Your recurring deposit of RM 200.00 is set up.',
        {},
        { timeout: 6000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the recurring deposit' })).toHaveAttribute(
      'href',
      `/recurring-deposit?portfolio=${GOAL}`,
    );
    expect(calls.filter((c) => c.url.pathname === SCHEDULE_PATH).length).toBeGreaterThanOrEqual(2);
  });

  it('explains a refusal by the bank and offers to try again', async () => {
    rememberAuthorisation(SCHEDULE, GOAL);
    fakeApi({
      [`GET ${SCHEDULE_PATH}`]: () => ({
        result: {
          schedule: schedule({
            status: 'rejected',
            statusReason: 'recurringDeposit.reason.rejected',
            nextCollection: null,
          }),
        },
      }),
    });
    open();
    expect(await screen.findByTestId('recurring-return')).toHaveTextContent(
      'Your recurring deposit is not set up: Your bank did not authorise the direct debit.',
    );
    expect(screen.getByRole('link', { name: 'Try again' })).toBeInTheDocument();
  });

  it('finds the goal among the live deposits when this tab did not start the authorisation', async () => {
    fakeApi({
      'GET /api/recurring-deposits': () => ({ result: { items: [schedule()] } }),
      [`GET ${SCHEDULE_PATH}`]: () => ({ result: { schedule: schedule() } }),
    });
    open();
    expect(await screen.findByTestId('recurring-return')).toHaveTextContent('is set up');
  });

  it('says so when the schedule is not the caller’s or not known', async () => {
    fakeApi({ 'GET /api/recurring-deposits': () => ({ result: { items: [] } }) });
    open();
    expect(
      await screen.findByText('We could not find this recurring deposit. Please open it from your goal.'),
    ).toBeInTheDocument();
  });
});
