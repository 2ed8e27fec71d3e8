import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import { configureHttpClient, resetHttpClientConfig } from '../../../lib/http/http-config';
import { renderRoutes } from '../../../test/render';
import { EmailChange } from './channel-change';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function fakeApi(sendAnswer: () => Response) {
  const ok = () => json({ status: true, errorMessage: null });
  const answers: Record<string, () => Response> = {
    [`POST ${ApiPaths.clientProfile.sendEmailOTP}`]: sendAnswer,
    [`POST ${ApiPaths.clientProfile.sendStepUpOTP}`]: ok,
    [`POST ${ApiPaths.clientProfile.updateEmailAddress}`]: ok,
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = answers[`${init?.method ?? 'GET'} ${url.pathname}`];
    return answer ? answer() : json({ result: 'Not found', code: 'NOT_FOUND' }, 404);
  });
  configureHttpClient({ fetch: fetchMock, transientRetryDelaysMs: [], getAccessToken: () => 'client-token' });
  return fetchMock;
}

const render = () =>
  renderRoutes([{ path: '/my-profile', element: <EmailChange current="daniel@example.com" /> }], '/my-profile');
const bodies = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [String(url), JSON.parse(String(init!.body)) as unknown]);

describe('EmailChange', { timeout: 60_000 }, () => {
  afterEach(() => resetHttpClientConfig());

  it('sends a code to the new address and the step-up code, then changes it with both', async () => {
    const fetchMock = fakeApi(() => json({ status: true, errorMessage: null }));
    render();
    expect(screen.getByText('Current address: daniel@example.com')).toBeVisible();
    await userEvent.type(screen.getByLabelText('New e-mail address'), 'dan@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send codes' }));
    await userEvent.type(await screen.findByLabelText('Code sent to the new address'), '111111');
    await userEvent.type(screen.getByLabelText('Code sent to your current number'), '222222');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messagesEn['profile.updated'])).toBeInTheDocument();
    expect(bodies(fetchMock)).toEqual([
      [ApiPaths.clientProfile.sendEmailOTP, { emailAddress: 'dan@example.org' }],
      [ApiPaths.clientProfile.sendStepUpOTP, { change: 'email' }],
      [
        ApiPaths.clientProfile.updateEmailAddress,
        { emailAddress: 'dan@example.org', otp: '111111', stepUpOtp: '222222' },
      ],
    ]);
  });

  it('shows a refused address in the alert and sends no step-up code', async () => {
    const fetchMock = fakeApi(() => json({ status: false, errorMessage: messagesEn['profile.emailTaken'] }));
    render();
    await userEvent.type(screen.getByLabelText('New e-mail address'), 'taken@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send codes' }));
    expect(await screen.findByText(messagesEn['profile.emailTaken'])).toBeInTheDocument();
    expect(bodies(fetchMock).map(([path]) => path)).toEqual([ApiPaths.clientProfile.sendEmailOTP]);
    expect(screen.queryByLabelText('Code sent to the new address')).not.toBeInTheDocument();
  });
});
