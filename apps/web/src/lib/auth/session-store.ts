import type { AppSettings } from '@harta/contracts/settings';
import { browserLocalStorage, browserSessionStorage, readString } from '../storage/safe-storage';

/** The prefix of the OIDC client's keys in the session store (oidc-client-ts's WebStorageStateStore). */
export const USER_STORE_PREFIX = 'harta.oidc.';

/** Where the session lives, per the settings: 'localStorage' survives restarts, 'sessionStorage' ends with the tab. */
export function sessionStoreOf(settings: AppSettings): Storage | undefined {
  return settings.storage === 'localStorage' ? browserLocalStorage() : browserSessionStorage();
}

/**
 * Whether a session may be stored on this device: the OIDC client's user entry is there (oidc-client-ts keys it
 * `user:<authority>:<client id>`; session-store.test.ts holds the library to that). Lets the app start an
 * anonymous visitor without loading the OIDC client first (see AuthProvider).
 */
export function hasStoredSession(settings: AppSettings): boolean {
  return (
    readString(sessionStoreOf(settings), `${USER_STORE_PREFIX}user:${settings.identityServer}:${settings.clientId}`) !==
    null
  );
}
