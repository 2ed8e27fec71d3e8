import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { User } from 'oidc-client-ts';
import { testQueryClient } from '../../test/render';
import { testSettings } from '../../test/fixtures';
import { AuthProvider, OIDC_CLIENT_PREFETCH_DELAY_MS, useAuth } from './auth-context';
import { USER_STORE_PREFIX } from './session-store';

// The OIDC client's chunk, observed: when it is loaded, and what it holds.
const stored: { user: User | null } = { user: null };
const createUserManager = vi.fn(() => ({
  events: { addUserLoaded: () => () => {}, addUserUnloaded: () => () => {} },
  getUser: async () => stored.user,
  removeUser: async () => {},
  signinResourceOwnerCredentials: async () => stored.user,
}));
vi.mock('./user-manager', () => ({ createUserManager }));

const storeKey = `${USER_STORE_PREFIX}user:${testSettings.identityServer}:${testSettings.clientId}`;
const alice = new User({
  access_token: 'access',
  token_type: 'Bearer',
  profile: { sub: 'alice', iss: testSettings.identityServer, aud: testSettings.clientId, exp: 4102444800, iat: 0 },
  expires_at: 4102444800,
});

function Status() {
  const { status, user } = useAuth();
  return <p>{`${status}${user ? ` as ${user.profile.sub}` : ''}`}</p>;
}

function renderProvider() {
  // A fresh settings object: the OIDC client is memoised per settings object.
  render(
    <QueryClientProvider client={testQueryClient()}>
      <AuthProvider settings={{ ...testSettings }}>
        <Status />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('AuthProvider start-up', () => {
  afterEach(() => {
    sessionStorage.clear();
    stored.user = null;
    createUserManager.mockClear();
    vi.useRealTimers();
  });

  it('with no session stored, is anonymous at once and fetches the OIDC client only after the app has settled', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderProvider();
    expect(screen.getByText('anonymous')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(OIDC_CLIENT_PREFETCH_DELAY_MS - 1));
    expect(createUserManager).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await vi.waitFor(() => expect(createUserManager).toHaveBeenCalledTimes(1));
    expect(screen.getByText('anonymous')).toBeInTheDocument();
  });

  it('with a session stored, restores it before deciding', async () => {
    stored.user = alice;
    sessionStorage.setItem(storeKey, alice.toStorageString());
    renderProvider();
    expect(screen.getByText('restoring')).toBeInTheDocument();
    expect(await screen.findByText('authenticated as alice')).toBeInTheDocument();
    expect(createUserManager).toHaveBeenCalledTimes(1);
  });
});
