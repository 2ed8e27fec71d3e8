// Runs in the head, before the first paint (an external file, not an inline script: the server's
// Content-Security-Policy allows scripts from 'self' only). Three jobs:
// 1. The saved colour scheme, so dark mode does not flash white.
// 2. On a page prerendered at build time (apps/web/build/prerender.ts: English, light theme, web layout), whether this
//    visitor can be shown it and have it hydrated: not when they chose Bahasa Melayu or the dark theme on this device,
//    nor in the native layout, nor with anything in the address or the history entry's router state React would render
//    differently (?reset=…, the notice after a password reset). Those get
//    `data-harta-render="client"`: the prerendered markup stays hidden (app.css) and main.tsx renders in the browser.
// 3. The app's scripts (listed in <meta name="harta-app-scripts"> by the build, apps/web/build/deferred-scripts.ts)
//    start after the first paint, so the page shows (its prerendered markup, or the loading state) without waiting for
//    them (at once for a prerendered page rendered in the browser instead, which needs them to show anything).
// 4. A page that lists API calls (<meta name="harta-early-calls">, the dashboard) has them sent now, with the stored
//    session's access token, instead of once the app's scripts have arrived and run: the HTTP client takes their
//    answers (src/lib/http/early-calls.ts). Sent only as the app itself would send them: the same settings file
//    (its response handed on to the app), a token valid 30 s more (session-store.ts), the same language.
// 5. Such a page may also name a first-view script (<meta name="harta-first-view">, the dashboard's): started with the
//    calls when a session is stored, it paints the page's top part from their answers (docs/architecture.md "Dashboard
//    first view"), and the app's scripts start after that paint (or once it paints nothing, or after FIRST_VIEW_WAIT_MS),
//    so that they do not compete with the answers and the first view for a phone's bandwidth.
(function () {
  var html = document.documentElement;
  function read(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null; // storage unavailable: the defaults
    }
  }
  var saved = read('harta.color-scheme');
  var dark = false;
  try {
    dark = saved === 'dark' || (saved !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  } catch {
    // no matchMedia: light
  }
  html.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');

  var params = new URLSearchParams(window.location.search);
  var fromUrl = (params.get('platform') || '').trim().toLowerCase();
  var capacitor = window.Capacitor && window.Capacitor.getPlatform ? window.Capacitor.getPlatform() : 'web';
  var platform = /^(web|ios|android)$/.test(fromUrl) ? fromUrl : read('harta.platform') || capacitor;
  var onlyPlatformWeb = params.toString() === '' || (params.toString() === 'platform=web' && fromUrl === 'web');
  // The theme: only a saved choice changes the markup (the system's is applied after the first render, as without
  // a prerender); the colours themselves come from the attribute above either way.
  // Router state kept in this history entry (a reload keeps it, e.g. the password-reset page's notice) is what the
  // page renders too, and the prerender cannot know it.
  var routerState = window.history.state && window.history.state.usr != null;
  var clientRender =
    saved === 'dark' || read('harta.language') === 'ms' || platform !== 'web' || !onlyPlatformWeb || routerState;
  if (clientRender) html.setAttribute('data-harta-render', 'client');

  // The longest the app's scripts wait for the first view (a slow answer): then they start, and the app renders.
  var FIRST_VIEW_WAIT_MS = 3000;

  // Whether a login is stored on this device at all (the settings say which key is the app's): else no first view.
  function sessionStored() {
    function has(storage) {
      try {
        for (var i = 0; i < storage.length; i++)
          if ((storage.key(i) || '').indexOf('harta.oidc.user:') === 0) return true;
      } catch {
        // storage unavailable
      }
      return false;
    }
    return has(window.sessionStorage) || has(window.localStorage);
  }

  function startEarlyCalls(calls) {
    var early = window.__hartaEarly;
    var language = read('harta.language') === 'ms' ? 'ms' : 'en';
    // The request the settings preload of the page answers (as lib/settings/load-settings.ts sends it).
    var settingsResponse = window.fetch('/appsettings.json');
    early.settings = settingsResponse;
    early.sent = settingsResponse
      .then(function (response) {
        return response.ok ? response.clone().json() : null;
      })
      .then(function (settings) {
        if (!settings || typeof settings.identityServer !== 'string' || typeof settings.clientId !== 'string')
          return false;
        var store = settings.storage === 'localStorage' ? window.localStorage : window.sessionStorage;
        var user = JSON.parse(store.getItem('harta.oidc.user:' + settings.identityServer + ':' + settings.clientId));
        if (!user || typeof user.access_token !== 'string' || !user.access_token) return false;
        if (typeof user.expires_at !== 'number' || user.expires_at - 30 <= Date.now() / 1000) return false;
        var base = (typeof settings.apiBase === 'string' ? settings.apiBase : '').replace(/\/+$/, '');
        early.base = base;
        calls.forEach(function (path) {
          var headers = { Accept: 'application/json', Authorization: 'Bearer ' + user.access_token };
          headers['Accept-Language'] = language;
          var response = window.fetch(base + path, { method: 'GET', headers: headers });
          // A failure nobody takes (the app sends its own call then) is no unhandled rejection in the console.
          response.catch(function () {});
          early.calls[base + path] = {
            token: user.access_token,
            language: language,
            at: Date.now(),
            response: response,
            // A copy of the body for the first view, taken before the app can read the answer itself.
            json: response.then(
              function (answer) {
                return answer.ok ? answer.clone().json() : null;
              },
              function () {
                return null;
              },
            ),
          };
        });
        return true;
      })
      .catch(function () {
        // no settings or no readable session: the app sends its calls itself
        return false;
      });
  }

  document.addEventListener('DOMContentLoaded', function () {
    var callsMeta = document.querySelector('meta[name="harta-early-calls"]');
    var firstViewMeta = document.querySelector('meta[name="harta-first-view"]');
    var firstView = null;
    if (callsMeta && window.fetch && window.Promise) {
      var early = (window.__hartaEarly = { calls: {} });
      startEarlyCalls(callsMeta.getAttribute('content').split(' '));
      // Not in the native layout (its dashboard is laid out otherwise).
      if (firstViewMeta && platform === 'web' && sessionStored()) {
        firstView = new Promise(function (resolve) {
          early.firstViewDone = resolve;
          window.setTimeout(resolve, FIRST_VIEW_WAIT_MS);
          var script = document.createElement('script');
          script.src = firstViewMeta.getAttribute('content');
          script.onerror = resolve;
          document.head.appendChild(script);
        });
      }
    }
    var meta = document.querySelector('meta[name="harta-app-scripts"]');
    if (!meta) return;
    var files = meta.getAttribute('content').split(' ');
    function load() {
      files.forEach(function (src, index) {
        var element;
        if (index === 0) {
          element = document.createElement('script');
          element.type = 'module';
          element.src = src;
        } else {
          element = document.createElement('link');
          element.rel = 'modulepreload';
          element.href = src;
        }
        element.crossOrigin = '';
        document.head.appendChild(element);
      });
    }
    // A frame, then a task: the callback of requestAnimationFrame runs before the first paint, the timeout after it.
    // At once only for a prerendered page shown by a client render instead: its loading state needs the scripts.
    if (clientRender && document.querySelector('[data-prerendered]')) load();
    else if (firstView) firstView.then(load);
    else
      window.requestAnimationFrame(function () {
        window.setTimeout(load, 0);
      });
  });
})();
