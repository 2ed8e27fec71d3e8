import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { User, UserManager } from 'oidc-client-ts';
import { useQueryClient } from '@tanstack/react-query';
import type { AppSettings } from '@harta/contracts/settings';
import { OTP_GRANT_PARAMETER } from '@harta/contracts/second-factor';
import { configureHttpClient } from '../http/http-config';
import { rolesFromTokens } from './roles';
import { emitSessionEvent, onSessionEvent, type SessionEvent } from './session-events';
import { hasStoredSession, storedValidToken } from './session-store';
import type { TokenResponse } from './token-set-user';

export type AuthStatus = 'restoring' | 'authenticated' | 'anonymous';

export interface AuthValue {
  status: AuthStatus;
  user: User | null;
  /** Roles from the token claims, normalised to a list. */
  roles: string[];
  /**
   * While a stored session whose access token is still valid is being restored (status 'restoring'): that token's
   * roles. The API client already sends that token, so a page may start its calls before the OIDC client has loaded
   * (the dashboard does, `ProtectedRoute`). Absent otherwise.
   */
  restoringRoles?: readonly string[];
  /**
   * True after the user logged out on purpose (until the next login): guards then send them to the login page
   * without remembering the page they were on, unlike an expired session.
   */
  loggedOutByUser: boolean;
  /** Password grant. Rejects with the OIDC error on failure (see classifyLoginError). */
  /** The password grant; `otp` is the second factor's code when the server asked for one (docs/security.md). */
  login: (username: string, password: string, otp?: string) => Promise<User>;
  /** Starts a session from a token response obtained elsewhere (the native app's biometric login). */
  loginWithTokens: (tokens: TokenResponse) => Promise<User>;
  /** Revokes the refresh token, forgets the tokens and cached data. */
  logout: () => Promise<void>;
  /** Ends the session because something outside the user's control did (API answered 401, ...). */
  endSession: (event: SessionEvent) => Promise<void>;
}

export const AuthContext = createContext<AuthValue | null>(null);

let loaded: { settings: AppSettings; manager: Promise<UserManager> } | null = null;

/** With no session to restore, the OIDC client is fetched this long after start (or at the first login). */
export const OIDC_CLIENT_PREFETCH_DELAY_MS = 3000;

/**
 * One OIDC client per settings object, however often React initialises the provider (StrictMode runs state
 * initialisers twice): two clients would both renew with the same rotating refresh token, and the identity
 * server would treat the second use as token theft and end the session. The client is its own chunk.
 */
function loadUserManager(settings: AppSettings): Promise<UserManager> {
  if (loaded?.settings !== settings) {
    loaded = { settings, manager: import('./user-manager').then((m) => m.createUserManager(settings)) };
  }
  return loaded.manager;
}

async function restoreUser(userManager: UserManager): Promise<User | null> {
  const stored = await userManager.getUser();
  if (!stored) return null;
  if (!stored.expired) return stored;
  // Expired while the app was closed: one refresh-token attempt, else start anonymous.
  if (stored.refresh_token) {
    try {
      return await userManager.signinSilent();
    } catch {
      // fall through to a clean anonymous start
    }
  }
  await userManager.removeUser();
  return null;
}

export function AuthProvider({
  settings,
  userManager: injected,
  children,
}: {
  settings: AppSettings;
  /** Tests may pass their own; the app builds one from the settings. */
  userManager?: UserManager;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  // A stored session is restored first (the session is 'restoring' and guards show a skeleton until then). With
  // none, the visitor is anonymous at once: the first screen does not wait for the OIDC client (17 KB gzip), which
  // loads at the first login or a few seconds after start, whichever comes first.
  const [restoring] = useState(() => Boolean(injected) || hasStoredSession(settings));
  const [user, setUser] = useState<User | null>(null);
  const [status, setStatus] = useState<AuthStatus>(restoring ? 'restoring' : 'anonymous');
  const [loggedOutByUser, setLoggedOutByUser] = useState(false);
  const userRef = useRef<User | null>(null);
  // The stored session's access token, if valid for a while yet, until the OIDC client has restored (or dropped) the
  // session: read from where the OIDC client keeps it, held in memory only, sent only by the app's API client.
  const [early] = useState(() => (restoring ? storedValidToken(settings) : null));
  const earlyTokenRef = useRef(early?.accessToken ?? null);
  const subscription = useRef<{ manager: UserManager; offs: (() => void)[] } | null>(null);

  const applyUser = useCallback((next: User | null) => {
    earlyTokenRef.current = null;
    userRef.current = next;
    setUser(next);
    setStatus(next ? 'authenticated' : 'anonymous');
  }, []);

  /** The OIDC client, loaded on first use; a silent renew loads a new user (new access token): keep ours in step. */
  const userManager = useCallback(async () => {
    const loadedManager = await (injected ? Promise.resolve(injected) : loadUserManager(settings));
    if (subscription.current?.manager !== loadedManager) {
      subscription.current?.offs.forEach((off) => off());
      subscription.current = {
        manager: loadedManager,
        offs: [
          loadedManager.events.addUserLoaded((next) => applyUser(next)),
          loadedManager.events.addUserUnloaded(() => applyUser(null)),
        ],
      };
    }
    return loadedManager;
  }, [injected, settings, applyUser]);

  useEffect(
    () => () => {
      subscription.current?.offs.forEach((off) => off());
      subscription.current = null;
    },
    [],
  );

  useEffect(() => {
    configureHttpClient({ getAccessToken: () => userRef.current?.access_token ?? earlyTokenRef.current });
  }, []);

  useEffect(() => {
    let cancelled = false;
    if (!restoring) {
      const prefetch = window.setTimeout(
        () => void userManager().catch(() => undefined),
        OIDC_CLIENT_PREFETCH_DELAY_MS,
      );
      return () => window.clearTimeout(prefetch);
    }
    userManager()
      .then(async (loadedManager) => {
        const restored = await restoreUser(loadedManager).catch(() => null);
        // Not restored after all: what was asked for with the stored token is not kept.
        if (!restored && early) queryClient.clear();
        if (!cancelled) applyUser(restored);
      })
      .catch(() => {
        if (!cancelled) applyUser(null); // the OIDC chunk failed to load: start anonymous, login will retry
      });
    return () => {
      cancelled = true;
    };
  }, [restoring, userManager, applyUser, early, queryClient]);

  const forget = useCallback(async () => {
    applyUser(null);
    queryClient.clear();
    await userManager()
      .then((loadedManager) => loadedManager.removeUser())
      .catch(() => undefined);
  }, [applyUser, queryClient, userManager]);

  // Session events end the session here; the layout does the navigation.
  useEffect(() => onSessionEvent(() => void forget()), [forget]);

  const login = useCallback(
    async (username: string, password: string, otp?: string) => {
      const manager = await userManager();
      const signedIn = await signinWithPassword(manager, username, password, otp);
      queryClient.clear(); // nothing cached from a previous user may leak into this session
      setLoggedOutByUser(false);
      applyUser(signedIn);
      return signedIn;
    },
    [userManager, queryClient, applyUser],
  );

  const loginWithTokens = useCallback(
    async (tokens: TokenResponse) => {
      const loadedManager = await userManager();
      const { adoptTokenResponse } = await import('./token-set-user');
      queryClient.clear(); // as for a password login: nothing cached from a previous user
      setLoggedOutByUser(false);
      const signedIn = await adoptTokenResponse(loadedManager, tokens);
      applyUser(signedIn);
      return signedIn;
    },
    [userManager, queryClient, applyUser],
  );

  const logout = useCallback(async () => {
    setLoggedOutByUser(true);
    try {
      await (await userManager()).revokeTokens(['refresh_token']);
    } catch {
      // The identity server may be unreachable; the local session still ends.
    }
    await forget();
  }, [userManager, forget]);

  const endSession = useCallback(async (event: SessionEvent) => {
    emitSessionEvent(event);
  }, []);

  const value = useMemo<AuthValue>(
    () => ({
      status,
      user,
      roles: user ? rolesFromTokens(user.access_token, user.profile as Record<string, unknown>) : [],
      ...(status === 'restoring' && early ? { restoringRoles: rolesFromTokens(early.accessToken, early.profile) } : {}),
      loggedOutByUser,
      login,
      loginWithTokens,
      logout,
      endSession,
    }),
    [status, user, early, loggedOutByUser, login, loginWithTokens, logout, endSession],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/**
 * oidc-client-ts sends its settings' `extraTokenParams` with the password grant and takes no parameters per call:
 * the code is set for this one call and taken back before anything else can run (the client reads the setting
 * synchronously when the call starts).
 */
function signinWithPassword(manager: UserManager, username: string, password: string, otp: string | undefined) {
  if (!otp) return manager.signinResourceOwnerCredentials({ username, password });
  const settings = manager.settings as { extraTokenParams?: Record<string, unknown> };
  const before = settings.extraTokenParams;
  settings.extraTokenParams = { ...before, [OTP_GRANT_PARAMETER]: otp };
  try {
    return manager.signinResourceOwnerCredentials({ username, password });
  } finally {
    settings.extraTokenParams = before;
  }
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() used outside <AuthProvider>.');
  return value;
}
