/**
 * API calls a page's early script sent before any of the app's scripts had arrived (public/before-paint.js, for the
 * pages whose shell lists them: the dashboard's first answers, docs/architecture.md "Chunks"), so they are in flight
 * while the app downloads instead of after it has run. The HTTP client takes such an answer in place of sending the
 * same request itself: once, only for a GET to the same address with the same token and language, and only while it
 * is fresh; anything else is sent as usual.
 */
interface EarlyCall {
  token: string;
  language: string;
  /** Date.now() when it was sent. */
  at: number;
  response: Promise<Response>;
}

interface EarlyState {
  /** The settings file's response (the page's preload answered the early script's request). */
  settings?: Promise<Response>;
  calls?: Record<string, EarlyCall | undefined>;
}

declare global {
  interface Window {
    __hartaEarly?: EarlyState;
  }
}

/** An answer older than this is asked for again (the dashboard's own answers go stale after 2 s once shown). */
export const EARLY_CALL_MAX_AGE_MS = 15_000;

function earlyState(): EarlyState | undefined {
  return typeof window === 'undefined' ? undefined : window.__hartaEarly;
}

/** The early script's request for the settings file, once (its body is for one reader). */
export function takeEarlySettings(): Promise<Response> | undefined {
  const state = earlyState();
  const settings = state?.settings;
  if (state) delete state.settings;
  return settings;
}

/** The answer to a GET the early script sent to `url` with this token and language, once; else undefined. */
export function takeEarlyCall(
  url: string,
  token: string | null,
  language: string | null,
  nowMs = Date.now(),
): Promise<Response> | undefined {
  const calls = earlyState()?.calls;
  const call = calls?.[url];
  if (!calls || !call) return undefined;
  delete calls[url];
  const matches = call.token === token && call.language === language;
  return matches && nowMs - call.at <= EARLY_CALL_MAX_AGE_MS ? call.response : undefined;
}
