// Applies the saved colour scheme before the first paint so dark mode does not flash white.
// An external file, not an inline script: the server's Content-Security-Policy allows scripts from 'self' only.
(function () {
  try {
    var saved = localStorage.getItem('harta.color-scheme');
    var dark = saved === 'dark' || (saved !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
  } catch {
    // Storage unavailable: Mantine applies its default after start.
  }
})();
