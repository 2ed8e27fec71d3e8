import { describe, expect, it } from 'vitest';
import { testSettings } from '../test/fixtures';
import { deferAppScripts } from '../../build/deferred-scripts';
import { prerenderedHtml } from '../../build/prerender';
import { renderPage } from './render-page';

const production = { ...testSettings, environment: 'production' };

describe('the prerendered login page (apps/web/build/prerender.ts)', () => {
  it('is the finished form in English, its submit disabled until hydrated, without any script', async () => {
    const html = await renderPage('/user-login', testSettings);
    for (const text of ['Log in to Harta', 'E-mail address', 'Password', 'Forgot password?', 'Bahasa Melayu'])
      expect(html).toContain(text);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    expect(html).not.toContain('<script');
    // Not the loading skeleton: every lazy piece was waited for.
    expect(html).not.toContain('aria-busy="true"');
    expect(html).toContain('Sandbox');
    expect(await renderPage('/user-login', production)).not.toContain('Sandbox');
  });
  // Its hydration is checked in a browser, on the production build (e2e/tests/prerendered-login.spec.ts): here React's
  // server renderer leaves its last context values on the shared context objects, where the browser renderer of the
  // same process would find them (a <Router> inside a <Router>).
});

describe('prerenderedHtml', () => {
  const shell = `<!doctype html>
<html lang="en">
  <head>
    <script src="/before-paint.js"></script>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/boot-B.js">
    <link rel="stylesheet" crossorigin href="/assets/boot-C.css">
    <link rel="modulepreload" crossorigin href="/assets/login-D.js">
  </head>
  <body>
    <div id="root">
      <div class="harta-boot" role="status"><span class="harta-boot-spinner"></span><span>Loading…</span></div>
    </div>
  </body>
</html>`;

  it("puts the markup in #root, links the page's styles and lists the scripts for after the first paint", () => {
    const html = prerenderedHtml({
      shell,
      markup: '<form>the form</form>',
      page: '/user-login',
      variant: 'sandbox',
      stylesheets: ['/assets/login-E.css'],
    });
    expect(html).toContain(
      '<div id="root" data-prerendered="/user-login" data-prerender-variant="sandbox"><form>the form</form></div>',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/login-E.css">');
    expect(html).toContain(
      '<meta name="harta-app-scripts" content="/assets/index-A.js /assets/boot-B.js /assets/login-D.js">',
    );
    expect(html).not.toMatch(/type="module"|modulepreload/);
    expect(html).toContain('<script src="/before-paint.js"></script>');
    expect(html).toContain('class="harta-boot harta-boot-fallback" role="status"');
  });

  it('refuses markup with a script (the CSP would block it)', () => {
    expect(() =>
      prerenderedHtml({ shell, markup: '<script>x()</script>', page: '/p', variant: 'production', stylesheets: [] }),
    ).toThrow(/script/);
  });
});

describe("deferAppScripts (every route shell's scripts start after the first paint)", () => {
  const shell = `<html>
  <head>
    <script src="/before-paint.js"></script>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/boot-B.js">
    <link rel="stylesheet" crossorigin href="/assets/boot-C.css">
    <link rel="preload" href="/appsettings.json" as="fetch" crossorigin="anonymous">
    <link rel="modulepreload" crossorigin href="/assets/dashboard-D.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

  it('lists the entry and the preloads for before-paint.js and keeps the styles and the settings preload', () => {
    const html = deferAppScripts(shell, '/dashboard');
    expect(html).toContain(
      '    <meta name="harta-app-scripts" content="/assets/index-A.js /assets/boot-B.js /assets/dashboard-D.js">\n  </head>',
    );
    expect(html).not.toMatch(/type="module"|modulepreload/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/boot-C.css">');
    expect(html).toContain('<link rel="preload" href="/appsettings.json"');
    expect(deferAppScripts(html, '/dashboard')).toBe(html);
    expect(() => deferAppScripts('<html><head></head></html>', '/x')).toThrow(/no module script/);
  });
});
