import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { AppSettings } from '@harta/contracts/settings';
import { OverlayHosts } from '../components/feedback/overlay-hosts';
import { AuthContext, type AuthValue } from '../lib/auth/auth-context';
import { SettingsProvider } from '../lib/settings/settings-context';
import { theme } from '../app/theme';
import { testSettings } from './fixtures';

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** A fake session for components that only read it. */
export function fakeAuth(patch: Partial<AuthValue> = {}): AuthValue {
  return {
    status: 'anonymous',
    user: null,
    roles: [],
    loggedOutByUser: false,
    login: async () => {
      throw new Error('not used');
    },
    loginWithTokens: async () => {
      throw new Error('not used');
    },
    logout: async () => {},
    endSession: async () => {},
    ...patch,
  };
}

/** A signed-in staff member holding the given staff roles (default: every one). */
export function staffMemberAuth(
  roles: readonly string[] = ['reviewer', 'operations', 'compliance', 'administrator'],
): AuthValue {
  return fakeAuth({ status: 'authenticated', roles: ['staff', ...roles.map((role) => `staff:${role}`)] });
}

export interface Harness {
  settings?: AppSettings;
  queryClient?: QueryClient;
  /** Omit to wrap `auth` yourself (e.g. with the real AuthProvider). */
  auth?: AuthValue;
}

/** The app's providers without the settings gate and router. */
export function TestProviders({
  settings = testSettings,
  queryClient,
  auth,
  children,
}: Harness & { children: ReactNode }) {
  const inner = auth ? <AuthContext.Provider value={auth}>{children}</AuthContext.Provider> : children;
  return (
    <MantineProvider theme={theme} env="test">
      <SettingsProvider settings={settings}>
        <QueryClientProvider client={queryClient ?? testQueryClient()}>
          {inner}
          <OverlayHosts />
        </QueryClientProvider>
      </SettingsProvider>
    </MantineProvider>
  );
}

/** Renders routes in a memory router at `path`. */
export function renderRoutes(routes: RouteObject[], path: string, harness: Harness = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <TestProviders {...harness}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...utils, router };
}

/** Renders one element at `path` (default '/'). */
export function renderPage(element: ReactElement, harness: Harness = {}, path = '/') {
  return renderRoutes([{ path: '*', element }], path, harness);
}
