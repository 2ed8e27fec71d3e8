import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { AppSettings } from '@harta/contracts/settings';
import { emitSessionEvent } from './session-events';
import { sessionStoreOf, USER_STORE_PREFIX } from './session-store';

/**
 * The OIDC client, configured from appsettings. The app logs in with the password grant
 * (`signinResourceOwnerCredentials`), so there is no redirect round trip; `automaticSilentRenew` refreshes the
 * access token with the refresh token shortly before it expires.
 */
export function createUserManager(settings: AppSettings): UserManager {
  const store = sessionStoreOf(settings) ?? window.sessionStorage;
  const userManager = new UserManager({
    authority: settings.identityServer,
    client_id: settings.clientId,
    scope: settings.scope,
    redirect_uri: settings.redirectUri,
    post_logout_redirect_uri: settings.clientAppUrl,
    userStore: new WebStorageStateStore({ store, prefix: USER_STORE_PREFIX }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage, prefix: 'harta.oidc-state.' }),
    automaticSilentRenew: true,
    loadUserInfo: true,
    // No OP iframe: the password grant has no browser session at the identity server to monitor.
    monitorSession: false,
    revokeTokenTypes: ['refresh_token'],
  });
  watchSession(userManager);
  return userManager;
}

/** Turns the OIDC client's events into the spec's session events. */
function watchSession(userManager: UserManager): void {
  userManager.events.addSilentRenewError(() => emitSessionEvent('session_error'));
  userManager.events.addUserSignedOut(() => emitSessionEvent('session_terminated'));
  // With automatic renew, an expiry event means the renewal did not happen in time.
  userManager.events.addAccessTokenExpired(() => emitSessionEvent('session_terminated'));
}
