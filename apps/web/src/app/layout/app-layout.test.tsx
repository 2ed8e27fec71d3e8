import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { ClientBasicInfo, ClientLoginSummary } from '@harta/contracts/schemas/client';
import { clientLoginQueryKey } from '../../lib/client-profile/api/get-client-login-by-id';
import { clientBasicInfoQueryKey } from '../../lib/client-profile/api/get-client-basic-info';
import { resetPlatformForTests } from '../../lib/platform/platform';
import { fakeAuth, renderRoutes, testQueryClient } from '../../test/render';
import { testSettings } from '../../test/fixtures';
import { AppLayout } from './app-layout';

function summary(status: string): ClientLoginSummary {
  return {
    clientId: 7,
    emailAddress: 'demo@example.com',
    givenName: 'Demo',
    status,
    guid: 'g',
    currentStep: 5,
    isMobileRegistration: false,
    isQRrefreshButtonEnable: false,
  };
}

function basicInfo(status: string, completedPercent: number): ClientBasicInfo {
  return {
    clientId: 7,
    emailAddress: 'demo@example.com',
    givenName: 'Demo',
    surName: null,
    status,
    currentStep: 5,
    completedPercent,
    createdAt: '2026-11-25T00:00:00Z',
    language: 'en',
  };
}

function renderShell({
  status,
  authenticated = true,
  environment = 'sandbox',
}: {
  status?: string;
  authenticated?: boolean;
  environment?: string;
}) {
  const queryClient = testQueryClient();
  if (status) {
    queryClient.setQueryData(clientLoginQueryKey, summary(status));
    queryClient.setQueryData(clientBasicInfoQueryKey, basicInfo(status, 40));
  }
  const auth = fakeAuth(authenticated ? { status: 'authenticated', roles: ['c'] } : { status: 'anonymous' });
  return renderRoutes([{ element: <AppLayout />, children: [{ path: '*', element: <p>page</p> }] }], '/about', {
    auth,
    queryClient,
    settings: { ...testSettings, environment },
  });
}

/** Runs `body` with the media queries that contain `part` matching; every other query answers as in the other tests. */
async function withMatching(part: string, body: () => Promise<void>) {
  const matchMedia = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes(part) });
  try {
    await body();
  } finally {
    window.matchMedia = matchMedia;
  }
}

/** Lets the lazily loaded menus resolve, so that "not shown" really means not shown. */
async function settleLazyMenus() {
  await act(async () => {
    await Promise.all([import('./top-menu'), import('./mobile-menu')]);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function useNative(platform: 'android' | 'ios' | 'web') {
  localStorage.setItem('harta.platform', platform);
  resetPlatformForTests();
}

describe('AppLayout', () => {
  afterEach(() => resetPlatformForTests());

  it('web, active client: the top menu with Home, Transactions, Refer a friend, Support, My Account', async () => {
    useNative('web');
    renderShell({ status: 'ACTIVE' });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('link', { name: 'Transactions' })).toHaveAttribute('href', '/transactions');
    expect(within(nav).getByRole('link', { name: 'Refer a friend' })).toHaveAttribute('href', '/refer-a-friend');
    expect(within(nav).getByRole('button', { name: 'Support' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'My Account' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'App navigation' })).not.toBeInTheDocument();
    // A wide screen renders the top menu only, not the phone's burger.
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it('web, active client on a phone: only the burger menu, the top menu is neither rendered nor loaded', async () => {
    useNative('web');
    // Every max-width query matches: a phone (the header's and the menu's).
    await withMatching('max-width', async () => {
      renderShell({ status: 'ACTIVE' });
      const burger = await screen.findByRole('button', { name: 'Open menu' });
      expect(burger).toHaveAttribute('aria-expanded', 'false');
      await settleLazyMenus();
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    });
  });

  it.each(['DRAFT', 'PENDING'])('web, %s: no menu, a Logout button instead', async (status) => {
    useNative('web');
    renderShell({ status });
    await settleLazyMenus();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it("DRAFT shows the '{n}% completed' indicator", () => {
    useNative('web');
    renderShell({ status: 'DRAFT' });
    expect(screen.getByText('40% completed')).toBeInTheDocument();
  });

  it("DRAFT on a phone: the badge shows '40%' (read out whole) and Logout is an icon button named Logout", async () => {
    useNative('web');
    // The phone-width query of the header matches; every other query answers as in the other tests.
    await withMatching('max-width: 35.99em', async () => {
      renderShell({ status: 'DRAFT' });
      await settleLazyMenus();
      const badge = screen.getByTestId('completed-indicator');
      expect(within(badge).getByText('40%')).toHaveAttribute('aria-hidden', 'true');
      expect(within(badge).getByText('40% completed')).toBeInTheDocument();
      expect(badge).toHaveAttribute('title', '40% completed');
      const logout = screen.getByRole('button', { name: 'Logout' });
      expect(logout).toHaveTextContent('');
      expect(logout.querySelector('svg')).not.toBeNull();
    });
  });

  it('logged out: a Log in button and no menu', async () => {
    useNative('web');
    renderShell({ authenticated: false });
    await settleLazyMenus();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/user-login');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('native app, active client: the bottom bar instead of the top menu', async () => {
    useNative('android');
    renderShell({ status: 'ACTIVE' });
    await settleLazyMenus();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    const bar = screen.getByRole('navigation', { name: 'App navigation' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/dashboard'],
      ['Performance', '/performance/summary-detail'],
      ['Transaction', '/transactions'],
      ['My Account', '/my-account'],
    ]);
  });

  it('native app, PENDING: no bottom bar', () => {
    useNative('ios');
    renderShell({ status: 'PENDING' });
    expect(screen.queryByRole('navigation', { name: 'App navigation' })).not.toBeInTheDocument();
  });

  it('shows the Sandbox badge outside production only', () => {
    useNative('web');
    const { unmount } = renderShell({ status: 'ACTIVE' });
    expect(screen.getByText('Sandbox')).toBeInTheDocument();
    unmount();
    renderShell({ status: 'ACTIVE', environment: 'production' });
    expect(screen.queryByText('Sandbox')).not.toBeInTheDocument();
  });

  it('has a skip link to the main landmark', () => {
    useNative('web');
    renderShell({ status: 'ACTIVE' });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
