/**
 * What the HTTP client needs from the rest of the app, set once at start (settings for the base URL, the auth
 * session for the token). Kept as injected functions so `lib/http` does not depend on `lib/auth`.
 */
export interface HttpConfig {
  /** `apiBase` from appsettings ('' means the same origin). */
  baseUrl: string;
  /** The current access token, or null when nobody is logged in. */
  getAccessToken: () => string | null;
  /** Pauses before re-sending an idempotent request after a transient failure (status 0, 502, 503, 504). */
  transientRetryDelaysMs: readonly number[];
  /** The app's current language, sent as Accept-Language: the server names reference data in it. */
  getLanguage: () => string | null;
  fetch: typeof fetch;
}

const defaults: HttpConfig = {
  baseUrl: '',
  getAccessToken: () => null,
  transientRetryDelaysMs: [400, 1200],
  getLanguage: () => null,
  fetch: (...args) => globalThis.fetch(...args),
};

let config: HttpConfig = { ...defaults };

export function configureHttpClient(patch: Partial<HttpConfig>): void {
  config = { ...config, ...patch };
}

export function httpConfig(): HttpConfig {
  return config;
}

/** Test hook. */
export function resetHttpClientConfig(): void {
  config = { ...defaults };
}
