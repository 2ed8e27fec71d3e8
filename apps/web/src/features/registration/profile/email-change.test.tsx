import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import { configureHttpClient, resetHttpClientConfig } from '../../../lib/http/http-config';
import { renderRoutes } from '../../../test/render';
import { EmailChange, PhoneChange } from './channel-change';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const ok = () => json({ status: true, errorMessage: null });

/** Answers each call in turn from its list (the last one repeats). */
function fakeApi(answers: Partial<Record<string, (() => Response)[]>>) {
  const used: Record<string, number> = {};
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const list = answers[key];
    if (!list) return json({ result: 'Not found', code: 'NOT_FOUND' }, 404);
    const i = Math.min(used[key] ?? 0, list.length - 1);
    used[key] = (used[key] ?? 0) + 1;
    return list[i]!();
  });
  configureHttpClient({ fetch: fetchMock, transientRetryDelaysMs: [], getAccessToken: () => 'client-token' });
  return fetchMock;
}

const renderEmail = () =>
  renderRoutes([{ path: '/my-profile', element: <EmailChange current="daniel@example.com" /> }], '/my-profile');
const renderPhone = () =>
  renderRoutes([{ path: '/my-profile', element: <PhoneChange current="+60123456789" /> }], '/my-profile');
const bodies = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [String(url), JSON.parse(String(init!.body)) as unknown]);
const wrongCode = () =>
  json({ status: false, errorMessage: messagesEn['otp.invalid'], errorCode: 'OTP_INVALID', field: 'otp' });

describe('EmailChange and PhoneChange', { timeout: 60_000 }, () => {
  afterEach(() => resetHttpClientConfig());

  it('sends both codes in one call, then changes the address with both', async () => {
    const fetchMock = fakeApi({
      [`POST ${ApiPaths.clientProfile.sendChangeCodes}`]: [ok],
      [`POST ${ApiPaths.clientProfile.updateEmailAddress}`]: [ok],
    });
    renderEmail();
    expect(screen.getByText('Current address: daniel@example.com')).toBeVisible();
    await userEvent.type(screen.getByLabelText('New e-mail address'), 'dan@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send codes' }));
    await userEvent.type(await screen.findByLabelText('Code sent to the new address'), '111111');
    await userEvent.type(screen.getByLabelText('Code sent to your current number'), '222222');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messagesEn['profile.updated'])).toBeInTheDocument();
    expect(bodies(fetchMock)).toEqual([
      [ApiPaths.clientProfile.sendChangeCodes, { change: 'email', emailAddress: 'dan@example.org' }],
      [
        ApiPaths.clientProfile.updateEmailAddress,
        { emailAddress: 'dan@example.org', otp: '111111', stepUpOtp: '222222' },
      ],
    ]);
  });

  it('shows a refused address under the field, not in a dialog', async () => {
    fakeApi({
      [`POST ${ApiPaths.clientProfile.sendChangeCodes}`]: [
        () => json({ status: false, errorMessage: messagesEn['profile.emailTaken'] }),
      ],
    });
    renderEmail();
    const field = screen.getByLabelText('New e-mail address');
    await userEvent.type(field, 'taken@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send codes' }));
    expect(await screen.findByText(messagesEn['profile.emailTaken'])).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Code sent to the new address')).not.toBeInTheDocument();
  });

  it('a wrong code shows under its field; the codes can still be entered and the change made', async () => {
    const fetchMock = fakeApi({
      [`POST ${ApiPaths.clientProfile.sendChangeCodes}`]: [ok],
      [`POST ${ApiPaths.clientProfile.updatePhoneNumber}`]: [wrongCode, ok],
    });
    renderPhone();
    await userEvent.type(screen.getByLabelText('New mobile number'), '+60198765432');
    await userEvent.click(screen.getByRole('button', { name: 'Send codes' }));
    const newCode = await screen.findByLabelText('Code sent to the new number');
    await userEvent.type(newCode, '999999');
    await userEvent.type(screen.getByLabelText('Code sent to your current number'), '222222');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messagesEn['otp.invalid'])).toBeVisible();
    expect(newCode).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.clear(newCode);
    await userEvent.type(newCode, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messagesEn['profile.updated'])).toBeInTheDocument();
    expect(bodies(fetchMock).at(-1)).toEqual([
      ApiPaths.clientProfile.updatePhoneNumber,
      { mobileNumber: '+60198765432', otp: '111111', stepUpOtp: '222222' },
    ]);
  });

  it('counts down the wait on the resend button; a refused resend keeps the sent codes usable', async () => {
    const fetchMock = fakeApi({
      [`POST ${ApiPaths.clientProfile.sendChangeCodes}`]: [
        () =>
          json({
            status: false,
            errorMessage: 'Please wait 42 seconds before asking for a new code.',
            errorCode: 'OTP_COOLDOWN',
            retryAfterSeconds: 42,
          }),
      ],
    });
    renderPhone();
    await userEvent.type(screen.getByLabelText('New mobile number'), '+60198765432');
    await userEvent.click(screen.getByRole('button', { name: 'Send codes' }));
    const wait = await screen.findByRole('button', { name: /New codes in 4[12] s/ });
    expect(wait).toBeDisabled();
    expect(screen.getByText(/Please wait 4[12] seconds before asking for a new code\./)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies(fetchMock)).toHaveLength(1);
  });

  it('after sending, the button waits a minute before new codes can be asked for', async () => {
    fakeApi({ [`POST ${ApiPaths.clientProfile.sendChangeCodes}`]: [ok] });
    renderPhone();
    await userEvent.type(screen.getByLabelText('New mobile number'), '+60198765432');
    await userEvent.click(screen.getByRole('button', { name: 'Send codes' }));
    expect(await screen.findByRole('button', { name: /New codes in (60|59) s/ })).toBeDisabled();
    expect(screen.getByText('We have sent both codes. Each is valid for 5 minutes.')).toBeVisible();
  });

  it("a day's cap reached says so and offers nothing more", async () => {
    fakeApi({
      [`POST ${ApiPaths.clientProfile.sendChangeCodes}`]: [
        () =>
          json({
            status: false,
            errorMessage: messagesEn['otp.dailyLimit'],
            errorCode: 'OTP_DAILY_LIMIT',
            retryAfterSeconds: 30_000,
          }),
      ],
    });
    renderEmail();
    await userEvent.type(screen.getByLabelText('New e-mail address'), 'dan@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send codes' }));
    expect(await screen.findByText(messagesEn['otp.dailyLimit'])).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send codes' })).toBeDisabled());
  });
});
