/** Business constants and limits of spec section 9. One source for web and server. */

/** Failed logins before the account is blocked. */
export const LOCKOUT_MAX_ATTEMPTS = 3;
/** How long the block lasts once {@link LOCKOUT_MAX_ATTEMPTS} is reached. */
export const LOCKOUT_DURATION_MS = 24 * 60 * 60 * 1000;

/** Idle seconds before the countdown starts (overridden by appsettings `idlePeriod`). */
export const DEFAULT_IDLE_PERIOD_S = 900;
/** Countdown seconds before logout (overridden by appsettings `timeoutCountdown`). */
export const DEFAULT_TIMEOUT_COUNTDOWN_S = 10;
/** The idle tracker pings the keep-alive endpoint this often while the user is active. */
export const KEEP_ALIVE_INTERVAL_S = 600;

export const TOAST_DELAY_MS = 5000;
export const BIOMETRIC_MAX_ATTEMPTS = 5;
export const PASSWORD_MIN_LENGTH = 8;
/** Points the strength meter awards for each satisfied password criterion (5 criteria → 100). */
export const PASSWORD_POINTS_PER_CRITERION = 20;

export const SPOUSE_ID_MIN_LENGTH = 6;
export const SPOUSE_ID_MAX_LENGTH = 20;
/** The spouse ID input box accepts at most this many characters. */
export const SPOUSE_ID_INPUT_MAX_LENGTH = 45;

/** The role every client token must carry to enter protected routes. */
export const CLIENT_ROLE = 'c';
/** Back-office staff role. Never given together with the client role. */
export const STAFF_ROLE = 'staff';

/** The OAuth client id of the web and native app (the spec's "password-flow client id"). */
export const APP_CLIENT_ID = 'harta-app';
/** The resource indicator / scope of the product API. */
export const API_SCOPE = 'harta-api';
/** Scopes the app requests on the password grant (spec section 7). */
export const APP_SCOPES = ['openid', 'profile', API_SCOPE, 'roles', 'offline_access'] as const;
