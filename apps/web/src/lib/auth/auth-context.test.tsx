import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { User } from 'oidc-client-ts';
import { testQueryClient } from '../../test/render';
import { testSettings } from '../../test/fixtures';
import { AuthProvider, OIDC_CLIENT_PREFETCH_DELAY_MS, useAuth } from './auth-context';
import { httpConfig } from '../http/http-config';
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
  const { status, user, restoringRoles } = useAuth();
  return (
    <p>{`${status}${user ? ` as ${user.profile.sub}` : ''}${restoringRoles?.length ? ` (${restoringRoles.join()})` : ''}`}</p>
  );
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

  it('while restoring, the API client sends the stored token if it is valid for a while yet, and gives its roles', async () => {
    let restore: (user: User | null) => void = () => {};
    createUserManager.mockImplementationOnce(() => ({
      events: { addUserLoaded: () => () => {}, addUserUnloaded: () => () => {} },
      getUser: () => new Promise<User | null>((resolve) => (restore = resolve)),
      removeUser: async () => {},
      signinResourceOwnerCredentials: async () => null,
    }));
    const valid = new User({
      access_token: 'stored-access',
      token_type: 'Bearer',
      profile: { ...alice.profile, role: 'client' },
      expires_at: Math.floor(Date.now() / 1000) + 300,
    });
    sessionStorage.setItem(storeKey, valid.toStorageString());
    renderProvider();
    expect(screen.getByText('restoring (client)')).toBeInTheDocument();
    await vi.waitFor(() => expect(httpConfig().getAccessToken()).toBe('stored-access'));
    // The OIDC client drops the session after all (say, revoked): the token is no longer sent.
    await vi.waitFor(() => expect(createUserManager).toHaveBeenCalled());
    await act(async () => restore(null));
    expect(await screen.findByText('anonymous')).toBeInTheDocument();
    expect(httpConfig().getAccessToken()).toBeNull();
  });

  it('while restoring a session whose token has expired, sends no token and gives no roles', async () => {
    stored.user = alice;
    const expired = new User({ ...alice, access_token: 'old', expires_at: Math.floor(Date.now() / 1000) - 10 });
    sessionStorage.setItem(storeKey, expired.toStorageString());
    renderProvider();
    expect(screen.getByText('restoring')).toBeInTheDocument();
    expect(httpConfig().getAccessToken()).toBeNull();
    expect(await screen.findByText('authenticated as alice')).toBeInTheDocument();
  });
});
