import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testSettings } from '../../test/fixtures';
import { loadSettings } from '../settings/load-settings';
import { EARLY_CALL_MAX_AGE_MS, takeEarlyCall } from './early-calls';
import { http } from './http-client';
import { configureHttpClient, resetHttpClientConfig } from './http-config';

/** public/before-paint.js as the browser runs it in the head of a page. */
const script = readFileSync(path.join(__dirname, '../../../public/before-paint.js'), 'utf8');

const settings = { ...testSettings, apiBase: 'https://api.test/', storage: 'sessionStorage' as const };
const userKey = `harta.oidc.user:${settings.identityServer}:${settings.clientId}`;
const CALLS = ['/api/one', '/api/two'];

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/** Runs the early script in the head, then its DOMContentLoaded handler (only this run's, not an earlier test's). */
function runEarlyScript() {
  const handlers: EventListener[] = [];
  const spy = vi.spyOn(document, 'addEventListener').mockImplementation((type, listener) => {
    if (type === 'DOMContentLoaded') handlers.push(listener as EventListener);
  });
  (0, eval)(script);
  spy.mockRestore();
  for (const handler of handlers) handler(new Event('DOMContentLoaded'));
}

/** Runs the early script on a page whose shell lists CALLS, and waits until it has sent what it sends. */
async function runOnDashboardShell(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) {
  vi.stubGlobal('fetch', fetchMock);
  document.head.innerHTML = `<meta name="harta-early-calls" content="${CALLS.join(' ')}">`;
  const sent = fetchMock.mock.calls.length;
  runEarlyScript();
  await vi.waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(sent));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

function storeSession(expiresInS: number, token = 'tok-1') {
  sessionStorage.setItem(
    userKey,
    JSON.stringify({ access_token: token, expires_at: Math.floor(Date.now() / 1000) + expiresInS, profile: {} }),
  );
}

describe("the page's early API calls (public/before-paint.js, early-calls.ts)", () => {
  const early = vi.fn<typeof fetch>();
  const own = vi.fn<typeof fetch>();

  beforeEach(() => {
    early.mockReset();
    own.mockReset();
    early.mockImplementation((input) =>
      Promise.resolve(String(input) === '/appsettings.json' ? json(settings) : json({ result: `early ${input}` })),
    );
    own.mockImplementation((input) => Promise.resolve(json({ result: `own ${input}` })));
    configureHttpClient({ baseUrl: settings.apiBase, fetch: own, transientRetryDelaysMs: [] });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    localStorage.clear();
    document.head.innerHTML = '';
    delete window.__hartaEarly;
    resetHttpClientConfig();
  });

  it("sends the page's calls with the stored token and language; the app takes each answer once", async () => {
    storeSession(300);
    localStorage.setItem('harta.language', 'ms');
    await runOnDashboardShell(early);
    expect(early.mock.calls.map(([url]) => String(url))).toEqual([
      '/appsettings.json',
      'https://api.test/api/one',
      'https://api.test/api/two',
    ]);
    expect(early.mock.calls[1]![1]?.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer tok-1',
      'Accept-Language': 'ms',
    });
    // The settings' response is handed to the app (the page's preload answered that one request).
    await expect(loadSettings(own)).resolves.toMatchObject({ apiBase: 'https://api.test/' });

    configureHttpClient({ getAccessToken: () => 'tok-1', getLanguage: () => 'ms' });
    await expect(http.get('/api/one')).resolves.toEqual({ result: 'early https://api.test/api/one' });
    // Once only: asked again, the app sends its own request.
    await expect(http.get('/api/one')).resolves.toEqual({ result: 'own https://api.test/api/one' });
    expect(own).toHaveBeenCalledTimes(1);
  });

  it('an answer for another token or language, or too old, is not taken', async () => {
    storeSession(300);
    await runOnDashboardShell(early);
    configureHttpClient({ getAccessToken: () => 'another', getLanguage: () => 'en' });
    await expect(http.get('/api/one')).resolves.toEqual({ result: 'own https://api.test/api/one' });
    configureHttpClient({ getAccessToken: () => 'tok-1', getLanguage: () => 'ms' });
    await expect(http.get('/api/two')).resolves.toEqual({ result: 'own https://api.test/api/two' });
    expect(takeEarlyCall('https://api.test/api/two', 'tok-1', 'en')).toBeUndefined();

    delete window.__hartaEarly;
    await runOnDashboardShell(early);
    const later = Date.now() + EARLY_CALL_MAX_AGE_MS + 1;
    expect(takeEarlyCall('https://api.test/api/one', 'tok-1', 'en', later)).toBeUndefined();
  });

  it('an early call that failed is sent again by the app, as any transient failure is', async () => {
    storeSession(300);
    early.mockImplementation((input) =>
      String(input) === '/appsettings.json'
        ? Promise.resolve(json(settings))
        : Promise.reject(new TypeError('offline')),
    );
    await runOnDashboardShell(early);
    configureHttpClient({ getAccessToken: () => 'tok-1', getLanguage: () => 'en', transientRetryDelaysMs: [0] });
    await expect(http.get('/api/one')).resolves.toEqual({ result: 'own https://api.test/api/one' });
  });

  it('sends nothing without a session, or with a token valid for less than 30 s more', async () => {
    await runOnDashboardShell(early);
    storeSession(20);
    delete window.__hartaEarly;
    await runOnDashboardShell(early);
    expect(early.mock.calls.map(([url]) => String(url))).toEqual(['/appsettings.json', '/appsettings.json']);
  });

  it('a page that lists no calls sends nothing (the settings are left to the app)', async () => {
    storeSession(300);
    vi.stubGlobal('fetch', early);
    runEarlyScript();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(early).not.toHaveBeenCalled();
    expect(window.__hartaEarly).toBeUndefined();
  });
});
