import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetHttpClientConfig } from '../../../../lib/http/http-config';
import { fakeApi, jsonAnswer } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render';
import { ClosureCard } from './closure-card';

/** The back office's closure card against a stubbed API: flag, then the refused and the confirmed close. */

const FLAG = '/api/backoffice/clients/12/closure-flag';
const flag = {
  clientId: 12,
  reason: 'PEP',
  note: 'Appointed state minister',
  flaggedBy: 'staff-id',
  flaggedAt: '2026-11-20T02:00:00Z',
};

describe('ClosureCard', { timeout: 20_000 }, () => {
  afterEach(() => resetHttpClientConfig());

  it('flags a client with the chosen reason and note, then shows the flag', async () => {
    let current: typeof flag | null = null;
    const { calls } = fakeApi({
      [`GET ${FLAG}`]: () => ({ result: current }),
      [`PUT ${FLAG}`]: () => {
        current = { ...flag, reason: 'RESTRICTED_COUNTRY' };
        return { result: current };
      },
    });
    renderPage(<ClosureCard clientId={12} />);
    await userEvent.selectOptions(await screen.findByLabelText('Reason'), 'RESTRICTED_COUNTRY');
    await userEvent.type(screen.getByLabelText('Note (optional)'), 'Appointed state minister');
    await userEvent.click(screen.getByRole('button', { name: 'Flag for closure' }));
    expect(await screen.findByTestId('closure-flagged')).toHaveTextContent('Flagged for closure: Restricted country');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      reason: 'RESTRICTED_COUNTRY',
      note: 'Appointed state minister',
    });
  });

  it('explains a refused close (money still held) and closes after confirmation', async () => {
    let closeAnswer = () =>
      jsonAnswer(409, {
        result: 'The account still holds money or has a payment, withdrawal or transfer in progress.',
        code: 'BALANCE_NOT_ZERO',
      });
    const { calls } = fakeApi({
      [`GET ${FLAG}`]: () => ({ result: flag }),
      'POST /api/backoffice/clients/12/close': () => closeAnswer(),
    });
    renderPage(<ClosureCard clientId={12} />);
    expect(await screen.findByText('Note: Appointed state minister')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close the account' }));
    const confirm = await screen.findByRole('dialog', { name: 'Close this account?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Close the account' }));
    expect(await screen.findByText(/The account still holds money/)).toBeInTheDocument();

    closeAnswer = () =>
      jsonAnswer(200, { result: { clientId: 12, status: 'CLOSE', closedAt: '2026-11-26T02:00:00Z' } });
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close the account' }));
    const again = await screen.findByRole('dialog', { name: 'Close this account?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Close the account' }));
    expect(await screen.findByText('The account is closed.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });
});
