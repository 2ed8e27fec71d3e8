import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureHttpClient, resetHttpClientConfig } from '../../../lib/http/http-config';
import { renderPage } from '../../../test/render';
import { testSettings } from '../../../test/fixtures';
import { ForgotPasswordPage } from './forgot-password-page';

const SAME_ANSWER = 'If an account exists for this e-mail address, we have sent a link to reset the password.';

function answer(status = 200) {
  const fetchMock = vi.fn<typeof fetch>(
    async () =>
      new Response(JSON.stringify(status === 200 ? { result: { message: SAME_ANSWER } } : { result: 'x', code: 'X' }), {
        status,
      }),
  );
  configureHttpClient({ fetch: fetchMock, transientRetryDelaysMs: [] });
  return fetchMock;
}

async function request(email: string) {
  await userEvent.type(screen.getByLabelText(/E-mail address/), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('ForgotPasswordPage', { timeout: 20_000 }, () => {
  afterEach(() => resetHttpClientConfig());

  it.each(['demo@example.com', 'nobody-here@example.com'])(
    'gives the same answer for %s, with the registration basic auth',
    async (email) => {
      const fetchMock = answer();
      renderPage(<ForgotPasswordPage />);
      await request(`  ${email.toUpperCase()} `);
      expect(await screen.findByRole('status')).toHaveTextContent(SAME_ANSWER);
      expect(screen.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeInTheDocument();
      const [url, init] = fetchMock.mock.calls[0]!;
      expect(String(url)).toBe('/api/registration/forgotPassword');
      expect(JSON.parse(String(init!.body))).toEqual({ emailAddress: email.toUpperCase() });
      expect((init!.headers as Record<string, string>).Authorization).toBe(`Basic ${testSettings.registrationAuth}`);
    },
  );

  it('validates the e-mail before sending', async () => {
    const fetchMock = answer();
    renderPage(<ForgotPasswordPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await request('not-an-email');
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the address and offers to send again when the server cannot be reached', async () => {
    answer(503);
    renderPage(<ForgotPasswordPage />);
    await request('demo@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry it seems an error occurred');
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue('demo@example.com');
  });
});
