import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAuth, renderPage } from '../../../test/render';
import { resetPlatformForTests } from '../../../lib/platform/platform';
import { MyAccountPage } from './my-account-page';

const client = (patch = {}) => fakeAuth({ status: 'authenticated', roles: ['c'], ...patch });

describe('MyAccountPage (issue 15 item 4)', () => {
  afterEach(() => {
    localStorage.removeItem('harta.platform');
    resetPlatformForTests();
  });

  it('in the native app links the biometric setting, and Logout lands on the home screen', async () => {
    localStorage.setItem('harta.platform', 'android');
    resetPlatformForTests();
    const logout = vi.fn(async () => {});
    const { router } = renderPage(<MyAccountPage />, { auth: client({ logout }) }, '/my-account');
    expect(await screen.findByRole('link', { name: 'Biometric login' })).toHaveAttribute('href', '/biometric');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(logout).toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('on the web has no biometric setting, and Logout lands on the login page', async () => {
    const { router } = renderPage(<MyAccountPage />, { auth: client() }, '/my-account');
    expect(await screen.findByRole('link', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Biometric login' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-login'));
  });

  it('offers a visitor the help pages and Log in', async () => {
    renderPage(<MyAccountPage />, { auth: fakeAuth() }, '/my-account');
    expect(await screen.findByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
    expect(screen.queryByRole('link', { name: 'Change Password' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/user-login');
  });
});
