import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Routes } from '@harta/contracts/routes';
import type { ClientLoginSummary } from '@harta/contracts/schemas/client';
import { clientLoginQueryKey } from '../../lib/client-profile/api/get-client-login-by-id';
import { clientBasicInfoQueryKey } from '../../lib/client-profile/api/get-client-basic-info';
import { resetPlatformForTests } from '../../lib/platform/platform';
import { portfoliosQueryKey } from '../../lib/portfolios/api/get-portfolios';
import { resetHttpClientConfig } from '../../lib/http/http-config';
import { fakeApi } from '../../test/fake-api';
import { fakeAuth, renderRoutes, testQueryClient } from '../../test/render';
import { appRoutes } from './app-routes';
import { routeTable } from './route-table';

const clientRoutes = [
  'dashboard',
  'performance',
  'performanceSummaryDetail',
  'myProfile',
  'bnmDocuments',
  'deposit',
  'withdrawal',
  'transfer',
  'myStatement',
  'yourData',
  'changePassword',
  'transactions',
  'biometric',
  'onlinePayments',
  'referAFriend',
  'recurringDeposit',
  'recurringDepositReturn',
];

describe('route table', () => {
  it('registers every route of the contracts exactly once (root is the index route)', () => {
    const keys = routeTable.map((r) => r.key).sort();
    const expected = Object.keys(Routes)
      .filter((k) => k !== 'root')
      .sort();
    expect(keys).toEqual(expected);
  });

  it('guards exactly the spec\'s "login plus allowed client state" routes', () => {
    expect(
      routeTable
        .filter((r) => r.access === 'client')
        .map((r) => r.key)
        .sort(),
    ).toEqual([...clientRoutes].sort());
    expect(routeTable.filter((r) => r.access === 'staff').map((r) => r.key)).toEqual([
      'backoffice',
      'backofficeAppVersions',
      'backofficeDevices',
    ]);
  });
});

function active(): ClientLoginSummary {
  return {
    clientId: 7,
    emailAddress: 'demo@example.com',
    givenName: 'Aisyah',
    status: 'ACTIVE',
    guid: 'g',
    currentStep: 10,
    isMobileRegistration: false,
    isQRrefreshButtonEnable: false,
  };
}

describe('app routes', () => {
  afterEach(() => {
    resetPlatformForTests();
    resetHttpClientConfig();
  });

  it("an unknown path shows 'Oops! Page Not Found'", async () => {
    renderRoutes(appRoutes(), '/no/such/page', { auth: fakeAuth() });
    expect(await screen.findByRole('heading', { name: 'Oops! Page Not Found' })).toBeInTheDocument();
  });

  it('an anonymous visitor of a protected page goes to user-login and the target is remembered', async () => {
    const { router } = renderRoutes(appRoutes(), '/my-statement?year=2026', { auth: fakeAuth() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-login'));
    expect(sessionStorage.getItem('harta.return-to')).toBe('/my-statement?year=2026');
    expect(await screen.findByRole('heading', { name: 'Log in to Harta' })).toBeInTheDocument();
  });

  it('after a deliberate logout the page is not remembered as a target', async () => {
    const { router } = renderRoutes(appRoutes(), '/dashboard', { auth: fakeAuth({ loggedOutByUser: true }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-login'));
    expect(sessionStorage.getItem('harta.return-to')).toBeNull();
  });

  it(
    'an active client sees the dashboard greeting and a deposit action for each goal',
    { timeout: 20_000 },
    async () => {
      const queryClient = testQueryClient();
      queryClient.setQueryData(clientLoginQueryKey, active());
      const portfolios = {
        portfolios: [
          {
            guid: 'p-1',
            goalName: 'Retirement',
            riskLevel: 3,
            riskLevelName: 'Balanced',
            createdAt: '2026-01-01T00:00:00Z',
            cash: '0.00',
            invested: '0.00',
            total: '0.00',
            priceDate: null,
            holdings: [],
          },
        ],
        total: '0.00',
        maxRiskLevel: 3,
        canAdd: true,
      };
      queryClient.setQueryData(portfoliosQueryKey, portfolios);
      const basicInfo = {
        ...active(),
        surName: 'Rahman',
        completedPercent: 100,
        createdAt: '2026-01-01T00:00:00Z',
        language: 'en',
      };
      queryClient.setQueryData(clientBasicInfoQueryKey, basicInfo);
      // The page refreshes what it shows on mount: the API answers the same.
      fakeApi({
        'GET /api/portfolios': () => ({ result: portfolios }),
        'GET /api/ClientProfile/getClientBasicInfo': () => ({ result: basicInfo }),
        'GET /api/registration/getClientLoginById': () => ({ result: active() }),
      });
      renderRoutes(appRoutes(), '/dashboard', {
        auth: fakeAuth({ status: 'authenticated', roles: ['c'] }),
        queryClient,
      });
      // The first visit loads the dashboard's chunk, transformed on demand by the test runner: on a busy machine
      // that takes seconds, so the wait is generous.
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Hello, Aisyah' }, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(screen.getByText('Account status: Active')).toBeInTheDocument();
      // The dashboard's money actions deposit anywhere; the goal's card deposits into that goal.
      await waitFor(() =>
        expect(screen.getAllByRole('link', { name: 'Deposit' }).map((link) => link.getAttribute('href'))).toEqual(
          expect.arrayContaining(['/deposit', '/deposit?portfolio=p-1']),
        ),
      );
    },
  );

  it('a client without the role c is sent to forbidden', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(clientLoginQueryKey, active());
    const { router } = renderRoutes(appRoutes(), '/deposit', {
      auth: fakeAuth({ status: 'authenticated', roles: [] }),
      queryClient,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/forbidden'));
    expect(await screen.findByText("You don't have permission to access the page.")).toBeInTheDocument();
  });

  it('anonymous in the native app: the root goes to the home screen', async () => {
    localStorage.setItem('harta.platform', 'android');
    resetPlatformForTests();
    const { router } = renderRoutes(appRoutes(), '/', { auth: fakeAuth() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('link', { name: 'Register' })).toHaveAttribute('href', '/registration');
  });

  it('the device-security page offers nothing but its message', async () => {
    renderRoutes(appRoutes(), '/vapt', { auth: fakeAuth() });
    expect(await screen.findByRole('heading', { name: 'This device is not secure' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Log in|Home/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Switch to/ })).not.toBeInTheDocument();
  });

  it('app-pending explains the review and offers logout', async () => {
    renderRoutes(appRoutes(), '/app-pending/PENDING', { auth: fakeAuth({ status: 'authenticated', roles: ['c'] }) });
    expect(await screen.findByRole('heading', { name: 'Your application is under review' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@harta.test' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Log ?out/i }).length).toBeGreaterThan(0);
  });
});
