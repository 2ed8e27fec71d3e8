import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ProfileUpdateResult } from '@harta/contracts/errors';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import { configureHttpClient, resetHttpClientConfig } from '../../../lib/http/http-config';
import { renderRoutes } from '../../../test/render';
import { postProfileUpdate } from './profile-update';
import { useStepUp } from './step-up-dialog';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const ok = () => json({ status: true, errorMessage: null });

function fakeApi(updateAnswers: (() => Response)[], sendAnswer: () => Response = ok) {
  let updates = 0;
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === ApiPaths.clientProfile.sendStepUpOTP) return sendAnswer();
    if (path === ApiPaths.clientProfile.updateBankInformation) {
      return updateAnswers[Math.min(updates++, updateAnswers.length - 1)]!();
    }
    return json({ result: 'Not found', code: 'NOT_FOUND' }, 404);
  });
  configureHttpClient({ fetch: fetchMock, transientRetryDelaysMs: [], getAccessToken: () => 'client-token' });
  return fetchMock;
}

/** A page that changes the bank account behind the step-up, and shows what the change answered. */
function BankChange() {
  const stepUp = useStepUp('bank');
  const [answer, setAnswer] = useState<ProfileUpdateResult | null | undefined>(undefined);
  const change = async () =>
    setAnswer(
      await stepUp.run((stepUpOtp) =>
        postProfileUpdate(ApiPaths.clientProfile.updateBankInformation, { bankCode: 'CIMB', stepUpOtp }),
      ),
    );
  return (
    <>
      <button type="button" onClick={() => void change()}>
        Change bank
      </button>
      {answer !== undefined && <output>{answer === null ? 'cancelled' : `done: ${String(answer.status)}`}</output>}
      {stepUp.dialog}
    </>
  );
}

const render = () => renderRoutes([{ path: '/my-profile', element: <BankChange /> }], '/my-profile');

async function typeCode(dialog: HTMLElement, code: string) {
  await userEvent.click(within(dialog).getAllByRole('textbox')[0]!);
  await userEvent.keyboard(code);
}

describe('the step-up dialog', { timeout: 60_000 }, () => {
  afterEach(() => resetHttpClientConfig());

  it('keeps the dialog open on a wrong code, with the message under it, and takes the right one after', async () => {
    const wrong = () =>
      json({ status: false, errorMessage: messagesEn['otp.invalid'], errorCode: 'OTP_INVALID', field: 'stepUpOtp' });
    const fetchMock = fakeApi([wrong, ok]);
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Change bank' }));
    const dialog = await screen.findByRole('dialog');
    await typeCode(dialog, '999999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messagesEn['otp.invalid']);
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(/^done/)).not.toBeInTheDocument();

    await typeCode(dialog, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('done: true')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = fetchMock.mock.calls
      .filter(([url]) => String(url) === ApiPaths.clientProfile.updateBankInformation)
      .map(([, init]) => (JSON.parse(String(init!.body)) as { stepUpOtp: string }).stepUpOtp);
    expect(sent).toEqual(['999999', '123456']);
  });

  it('a refusal that is not about the code closes the dialog and is answered to the page', async () => {
    fakeApi([() => json({ status: false, errorMessage: messagesEn['profile.noFinancialInfo'] })]);
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Change bank' }));
    const dialog = await screen.findByRole('dialog');
    await typeCode(dialog, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('done: false')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('counts down the minute on the resend button', async () => {
    fakeApi([ok]);
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Change bank' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByRole('button', { name: /New code in (60|59) s/ }, { timeout: 3000 }),
    ).toBeDisabled();
  });

  it('opens for a code sent less than a minute ago, with the wait on the resend button', async () => {
    fakeApi([ok], () =>
      json({
        status: false,
        errorMessage: 'Please wait 30 seconds before asking for a new code.',
        errorCode: 'OTP_COOLDOWN',
        retryAfterSeconds: 30,
      }),
    );
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Change bank' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByRole('button', { name: /New code in (30|29) s/ }, { timeout: 3000 }),
    ).toBeDisabled();
    await typeCode(dialog, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('done: true')).toBeInTheDocument();
  });
});
