import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import type { TokenResponse } from '../../../../lib/auth/token-set-user';
import { configureHttpClient, resetHttpClientConfig } from '../../../../lib/http/http-config';
import { fakeAuth, renderPage } from '../../../../test/render';
import { HandoffRedeemView } from './handoff-redeem-view';

const CODE = 'c'.repeat(43);
const tokens: TokenResponse = { access_token: 'at', token_type: 'Bearer', expires_in: 300, refresh_token: 'rt' };
const redeemed = {
  ticket: 't'.repeat(43),
  ticketExpiresAt: '2026-11-25T10:01:00.000Z',
  clientId: 7,
  emailAddress: 'aisyah@example.com',
  currentStep: 6,
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** The phone's two calls: redeem the code at the API, exchange the ticket at the identity server. */
function fakeServer(answers: { redeem: Response; token?: Response }) {
  const tokenRequests: URLSearchParams[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === ApiPaths.registration.handoffRedeem) return answers.redeem.clone();
    if (url.pathname === '/identity/token') {
      tokenRequests.push(new URLSearchParams(String(init?.body)));
      return answers.token!.clone();
    }
    return json(404, { result: 'Not found', code: 'NOT_FOUND' });
  });
  configureHttpClient({ fetch: fetchMock, transientRetryDelaysMs: [] });
  return { tokenRequests };
}

describe('HandoffRedeemView (the phone that scanned the QR code)', () => {
  afterEach(() => resetHttpClientConfig());

  it('signs the phone in with the hand-off grant and continues at the saved step', async () => {
    const { tokenRequests } = fakeServer({ redeem: json(200, { result: redeemed }), token: json(200, tokens) });
    const loginWithTokens = vi.fn(async () => ({}) as never);
    const { router } = renderPage(<HandoffRedeemView code={CODE} />, { auth: fakeAuth({ loginWithTokens }) });

    await waitFor(() => expect(router.state.location.search).toBe('?step=6'));
    expect(router.state.location.pathname).toBe('/registration');
    expect(loginWithTokens).toHaveBeenCalledWith(tokens);
    expect(Object.fromEntries(tokenRequests[0]!)).toMatchObject({
      grant_type: 'urn:harta:handoff',
      ticket: redeemed.ticket,
      client_id: 'harta-app',
    });
  });

  it('says so when the link was already used, without asking the identity server', async () => {
    const { tokenRequests } = fakeServer({
      redeem: json(400, { result: messagesEn['handoff.invalid'], code: 'HANDOFF_INVALID' }),
    });
    renderPage(<HandoffRedeemView code={CODE} />, { auth: fakeAuth() });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This code is not valid any more. Please scan a new QR code.',
    );
    expect(tokenRequests).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Log in to continue' })).toHaveAttribute('href', '/user-login');
  });

  it("shows the identity server's reason when it refuses the ticket", async () => {
    fakeServer({
      redeem: json(200, { result: redeemed }),
      token: json(400, { error: 'invalid_grant', error_description: messagesEn['handoff.notDraft'] }),
    });
    const loginWithTokens = vi.fn();
    renderPage(<HandoffRedeemView code={CODE} />, { auth: fakeAuth({ loginWithTokens }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(messagesEn['handoff.notDraft']);
    expect(loginWithTokens).not.toHaveBeenCalled();
  });

  it('shows the lockout message for a locked account', async () => {
    fakeServer({
      redeem: json(200, { result: redeemed }),
      token: json(400, { error: 'account_locked', error_description: messagesEn['auth.lockout'] }),
    });
    renderPage(<HandoffRedeemView code={CODE} />, { auth: fakeAuth() });
    expect(await screen.findByRole('alert')).toHaveTextContent(messagesEn['auth.lockout']);
  });
});
