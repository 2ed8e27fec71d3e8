import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fakeAuth, TestProviders } from '../../../test/render';
import { LoginPage } from './login-page';

function renderLogin(state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/user-login', element: <LoginPage /> },
      { path: '/forgot-password', element: <p>forgot page</p> },
    ],
    { initialEntries: [{ pathname: '/user-login', state }] },
  );
  render(
    <TestProviders auth={fakeAuth()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe('LoginPage: forgot password', () => {
  it('links to the forgot-password page', async () => {
    const router = renderLogin();
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('confirms a password reset when arriving from it', () => {
    renderLogin({ notice: 'passwordReset' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your password has been changed. Please log in with the new password.',
    );
  });

  it('shows no notice otherwise', () => {
    renderLogin();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
