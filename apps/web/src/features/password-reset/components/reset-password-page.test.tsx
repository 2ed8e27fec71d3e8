import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureHttpClient, resetHttpClientConfig } from '../../../lib/http/http-config';
import { renderRoutes } from '../../../test/render';
import { testSettings } from '../../../test/fixtures';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'tok_0123456789abcdefghijklmnopqrstuvwxyzABCDE';

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
  configureHttpClient({ fetch: fetchMock, transientRetryDelaysMs: [] });
  return fetchMock;
}

function renderReset(token = TOKEN) {
  return renderRoutes(
    [
      { path: '/user-login', element: <ResetPasswordPage /> },
      { path: '/forgot-password', element: <p>forgot page</p> },
    ],
    `/user-login?reset=${token}`,
  );
}

const password = () => screen.getByLabelText(/^New password/);
const confirm = () => screen.getByLabelText(/^Confirm new password/);

describe('ResetPasswordPage', { timeout: 20_000 }, () => {
  afterEach(() => resetHttpClientConfig());

  it('shows the strength meter (20 points per criterion) as the password is typed', async () => {
    renderReset();
    const level = screen.getByTestId('password-strength');
    await userEvent.type(password(), 'abc');
    expect(level).toHaveTextContent('Weak (20 of 100)');
    await userEvent.type(password(), 'DEF1');
    expect(level).toHaveTextContent('Fair (60 of 100)');
    await userEvent.type(password(), '!');
    expect(level).toHaveTextContent('Strong (100 of 100)');
    expect(screen.getByText('At least 8 characters').closest('[data-met]')).toHaveAttribute('data-met', 'true');
  });

  it('refuses a weak password and a confirmation that does not match, without calling the server', async () => {
    const fetchMock = answer(200, { result: { message: 'ok' } });
    renderReset();
    await userEvent.type(password(), 'weakpass');
    await userEvent.tab();
    expect(
      await screen.findByText(
        'Password must have at least 8 characters, an uppercase letter, a lowercase letter, a digit and a special character.',
      ),
    ).toBeInTheDocument();
    await userEvent.clear(password());
    await userEvent.type(password(), 'Strong@123');
    await userEvent.type(confirm(), 'Strong@124');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('The two entries do not match.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    // Fixing the password to match clears the mismatch.
    await userEvent.clear(password());
    await userEvent.type(password(), 'Strong@124');
    await waitFor(() => expect(screen.queryByText('The two entries do not match.')).not.toBeInTheDocument());
  });

  it('sends the token and the new password, then goes to the login page with a notice', async () => {
    const fetchMock = answer(200, { result: { message: 'ok' } });
    // This device had locked the login after three wrong passwords: the new password unlocks it here too.
    localStorage.setItem('harta.login-lockout', JSON.stringify({ failures: 3, blockedUntil: Date.now() + 3600_000 }));
    const { router } = renderReset();
    await userEvent.type(password(), 'Strong@123');
    await userEvent.type(confirm(), 'Strong@123');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/user-login');
    expect(router.state.location.state).toEqual({ notice: 'passwordReset' });
    expect(localStorage.getItem('harta.login-lockout')).toBeNull();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/registration/resetPassword');
    expect(JSON.parse(String(init!.body))).toEqual({
      token: TOKEN,
      password: 'Strong@123',
      confirmPassword: 'Strong@123',
    });
    expect((init!.headers as Record<string, string>).Authorization).toBe(`Basic ${testSettings.registrationAuth}`);
  });

  it('explains an invalid, expired or used link and links to a new one', async () => {
    answer(400, {
      result: 'This password reset link is not valid or has expired. Please ask for a new one.',
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'token', message: 'registration.resetTokenInvalid' }],
    });
    const { router } = renderReset();
    await userEvent.type(password(), 'Strong@123');
    await userEvent.type(confirm(), 'Strong@123');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This password reset link is not valid or has expired.');
    await userEvent.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('a link without a usable token says so at once', () => {
    renderReset('');
    expect(screen.getByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
  });
});
