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
  return readString(sessionStoreOf(settings), userKey(settings)) !== null;
}

function userKey(settings: AppSettings): string {
  return `${USER_STORE_PREFIX}user:${settings.identityServer}:${settings.clientId}`;
}

/** Seconds a stored access token must still be valid for to be used before the OIDC client has restored it. */
export const STORED_TOKEN_MIN_VALIDITY_S = 30;

/**
 * The stored session's access token (and profile, for its roles) if it is valid for a while yet, read the way the
 * OIDC client will read it (its user entry: `access_token`, `expires_at` in seconds): lets a logged-in page start
 * its API calls while the OIDC client is still loading. Nothing is copied or written; an entry without an expiry,
 * expired or expiring within {@link STORED_TOKEN_MIN_VALIDITY_S}, or unreadable gives null (the OIDC client then
 * refreshes or forgets it as before, and the calls wait for it).
 */
export function storedValidToken(
  settings: AppSettings,
  nowMs = Date.now(),
): { accessToken: string; profile: Record<string, unknown> | undefined } | null {
  const raw = readString(sessionStoreOf(settings), userKey(settings));
  if (raw === null) return null;
  try {
    const entry = JSON.parse(raw) as { access_token?: unknown; expires_at?: unknown; profile?: unknown };
    if (typeof entry.access_token !== 'string' || entry.access_token === '') return null;
    if (typeof entry.expires_at !== 'number' || entry.expires_at - STORED_TOKEN_MIN_VALIDITY_S <= nowMs / 1000) {
      return null;
    }
    const profile =
      entry.profile && typeof entry.profile === 'object' ? (entry.profile as Record<string, unknown>) : undefined;
    return { accessToken: entry.access_token, profile };
  } catch {
    return null;
  }
}
