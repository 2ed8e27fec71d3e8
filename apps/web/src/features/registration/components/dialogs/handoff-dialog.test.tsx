import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { ApiPaths } from '@harta/contracts/paths';
import { HANDOFF_TTL_SECONDS } from '@harta/contracts/schemas/registration-documents';
import { configureHttpClient, resetHttpClientConfig } from '../../../../lib/http/http-config';
import { clientLoginQueryKey } from '../../../../lib/client-profile/api/get-client-login-by-id';
import { fakeAuth, renderPage, testQueryClient } from '../../../../test/render';
import { HandoffDialog } from './handoff-dialog';

// The QR image itself is the qrcode package's job; here it only has to carry the link.
vi.mock('qrcode', () => {
  const toDataURL = async (text: string) => `data:image/png;base64,${btoa(text)}`;
  return { default: { toDataURL }, toDataURL };
});

/** The API behind the dialog: each POST handoff answers a new code; the summary answers `refreshFlag`. */
function fakeApi() {
  const api = { codes: 0, refreshFlag: false };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === ApiPaths.registration.handoff && init?.method === 'POST') {
      api.codes += 1;
      const code = `code-${api.codes}`.padEnd(43, 'x');
      const result = {
        code,
        url: `http://localhost/registration?handoff=${code}`,
        expiresAt: new Date(Date.now() + HANDOFF_TTL_SECONDS * 1000).toISOString(),
      };
      return new Response(JSON.stringify({ result }), { status: 200 });
    }
    if (path === ApiPaths.registration.getClientLoginById) {
      const result = {
        clientId: 7,
        emailAddress: 'a@b.co',
        givenName: 'Aisyah',
        status: 'DRAFT',
        guid: 'g',
        currentStep: 4,
        isMobileRegistration: false,
        isQRrefreshButtonEnable: api.refreshFlag,
      };
      return new Response(JSON.stringify({ result }), { status: 200 });
    }
    return new Response(JSON.stringify({ result: 'Not found', code: 'NOT_FOUND' }), { status: 404 });
  });
  configureHttpClient({ fetch: fetchMock, transientRetryDelaysMs: [], getAccessToken: () => 'client-token' });
  return api;
}

const client = fakeAuth({ status: 'authenticated', roles: ['c'] });
const refreshButton = () => screen.getByRole('button', { name: 'Refresh code' });
const link = () => screen.getByRole('link', { name: /registration\?handoff=/ });

describe('HandoffDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    resetHttpClientConfig();
  });

  it('greys the QR code and enables the refresh button when the code runs out; refreshing shows a new code', async () => {
    const api = fakeApi();
    const onCreated = vi.fn();
    renderPage(<HandoffDialog onClose={() => undefined} onCreated={onCreated} />, { auth: client });

    expect(await screen.findByRole('img', { name: 'QR code to continue the registration on another device' })).toBe(
      screen.getByTestId('handoff-qr'),
    );
    expect(link()).toHaveAttribute('href', expect.stringContaining('handoff=code-1'));
    expect(screen.getByText('The code expires in 10:00')).toBeInTheDocument();
    expect(refreshButton()).toBeDisabled();
    expect(onCreated).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(9 * 60_000 + 59_000));
    expect(screen.getByText('The code expires in 0:01')).toBeInTheDocument();
    expect(refreshButton()).toBeDisabled();

    act(() => vi.advanceTimersByTime(1_000));
    const expired = screen.getByTestId('handoff-qr');
    expect(expired).toHaveAttribute('data-expired', 'true');
    expect(expired).toHaveAccessibleName('Expired QR code');
    expect(screen.getByText('This code has expired. Refresh it to get a new one.')).toBeInTheDocument();
    // The dead link is no longer offered.
    expect(screen.queryByRole('link', { name: /handoff=/ })).not.toBeInTheDocument();
    expect(refreshButton()).toBeEnabled();

    act(() => refreshButton().click());
    await waitFor(() => expect(link()).toHaveAttribute('href', expect.stringContaining('handoff=code-2')));
    expect(api.codes).toBe(2);
    expect(screen.getByTestId('handoff-qr')).not.toHaveAttribute('data-expired');
    expect(screen.getByText('The code expires in 10:00')).toBeInTheDocument();
    expect(refreshButton()).toBeDisabled();
    expect(onCreated).toHaveBeenCalledTimes(2);
  });

  it("enables the refresh button as soon as the server's isQRrefreshButtonEnable says the code is gone", async () => {
    const api = fakeApi();
    const queryClient = testQueryClient();
    renderPage(<HandoffDialog onClose={() => undefined} />, { auth: client, queryClient });
    await screen.findByTestId('handoff-qr');
    expect(refreshButton()).toBeDisabled();

    // A summary fetched after the code was made (the page polls it during a hand-off) says it ran out.
    api.refreshFlag = true;
    act(() => vi.advanceTimersByTime(1_000));
    await act(() => queryClient.refetchQueries({ queryKey: clientLoginQueryKey }));
    await waitFor(() => expect(refreshButton()).toBeEnabled());
    expect(screen.getByTestId('handoff-qr')).toHaveAttribute('data-expired', 'true');
  });
});
