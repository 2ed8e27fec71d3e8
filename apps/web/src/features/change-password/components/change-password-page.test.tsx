import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureHttpClient, resetHttpClientConfig } from '../../../lib/http/http-config';
import { fakeAuth, renderRoutes } from '../../../test/render';
import { ChangePasswordPage } from './change-password-page';

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
  configureHttpClient({ fetch: fetchMock, transientRetryDelaysMs: [] });
  return fetchMock;
}

function renderPage(logout = vi.fn(async () => {})) {
  const utils = renderRoutes(
    [
      { path: '/change-password', element: <ChangePasswordPage /> },
      { path: '/user-login', element: <p>login page</p> },
    ],
    '/change-password',
    { auth: fakeAuth({ status: 'authenticated', logout }) },
  );
  return { ...utils, logout };
}

async function fill(current: string, next: string, confirm = next) {
  await userEvent.type(screen.getByLabelText(/^Current password/), current);
  await userEvent.type(screen.getByLabelText(/^New password/), next);
  await userEvent.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

const sentBody = (fetchMock: ReturnType<typeof answer>) => JSON.parse(String(fetchMock.mock.calls[0]![1]!.body));

describe('ChangePasswordPage', { timeout: 20_000 }, () => {
  afterEach(() => resetHttpClientConfig());

  it('checks the rules before sending: strength, match, and a new password that differs', async () => {
    const fetchMock = answer(200, { status: true, errorMessage: null });
    renderPage();
    await fill('Old@12345', 'weakpass', 'weakpass');
    expect(
      await screen.findByText(
        'Password must have at least 8 characters, an uppercase letter, a lowercase letter, a digit and a special character.',
      ),
    ).toBeInTheDocument();
    // The strength meter of sign-up and reset, here too.
    expect(screen.getByTestId('password-strength')).toHaveTextContent('40');
    await userEvent.clear(screen.getByLabelText(/^New password/));
    await userEvent.type(screen.getByLabelText(/^New password/), 'Old@12345');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The new password must be different from the current one.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('changes the password, keeps the session and says Updated successfully', async () => {
    const fetchMock = answer(200, { status: true, errorMessage: null });
    const { logout } = renderPage();
    await fill('Old@12345', 'New@12345');
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/clientProfile/changeUserPassword');
    expect(sentBody(fetchMock)).toEqual({
      currentPassword: 'Old@12345',
      newPassword: 'New@12345',
      confirmPassword: 'New@12345',
    });
    expect(logout).not.toHaveBeenCalled();
    // The form is emptied: no password stays on screen.
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('shows a wrong current password under that field, not in a dialog, and keeps what was typed', async () => {
    answer(200, { status: false, errorMessage: 'The current password is not correct.', field: 'currentPassword' });
    renderPage();
    await fill('Wrong@123', 'New@12345');
    const current = screen.getByLabelText(/^Current password/);
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription(expect.stringContaining('The current password is not correct.')),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveValue('New@12345');
  });

  it('shows a refusal about the whole form (a lockout) in the alert', async () => {
    answer(200, { status: false, errorMessage: 'Too many attempts. Try again later.' });
    renderPage();
    await fill('Wrong@123', 'New@12345');
    expect(await screen.findByText('Too many attempts. Try again later.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveValue('New@12345');
  });

  it('signs out everywhere when asked: updateClientPassword, then the login page', async () => {
    const fetchMock = answer(200, { status: true, errorMessage: null });
    const { logout, router } = renderPage();
    await userEvent.click(screen.getByLabelText(/Also sign me out on this device/));
    await fill('Old@12345', 'New@12345');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-login'));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/clientProfile/updateClientPassword');
    expect(logout).toHaveBeenCalledOnce();
  });
});
