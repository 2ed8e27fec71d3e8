// Runs in the head, before the first paint (an external file, not an inline script: the server's
// Content-Security-Policy allows scripts from 'self' only). Three jobs:
// 1. The saved colour scheme, so dark mode does not flash white.
// 2. On a page prerendered at build time (apps/web/build/prerender.ts: English, light theme, web layout), whether this
//    visitor can be shown it and have it hydrated: not when they chose Bahasa Melayu or the dark theme on this device,
//    nor in the native layout, nor with anything in the address or the history entry's router state React would render
//    differently (?reset=…, the notice after a password reset). Those get
//    `data-harta-render="client"`: the prerendered markup stays hidden (app.css) and main.tsx renders in the browser.
// 3. The app's scripts of a prerendered page (listed in <meta name="harta-app-scripts">) start after the first paint,
//    so the page shows without waiting for them (at once for a client render, which needs them to show anything).
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

  document.addEventListener('DOMContentLoaded', function () {
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
    if (clientRender) load();
    else
      window.requestAnimationFrame(function () {
        window.setTimeout(load, 0);
      });
  });
})();
