// First: zod must know before it loads that the page forbids eval (see the file).
import './lib/zod/without-eval';
import './app/styles/mantine-shell.css';
import './app/styles/app.css';
import './app/styles/focus.css';
import { loadSpecMessages, loadStartupResources } from './lib/i18n/init-i18n';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initPlatform } from './lib/platform/platform';
import { loadAppModule, loadStartup } from './app/bootstrap/load-startup';
import { AppRoot } from './app/bootstrap/app-root';
import { prerenderMatches, prerenderedPage, takeOverPrerender } from './app/bootstrap/prerendered-page';
import { setHydrating } from './lib/prerender/hydration';

// Before the first render: the `?platform=` switch must be stored before any layout decision reads it.
initPlatform();

// The strings and the app shell are lazy chunks: start both now, alongside the settings request the gate
// makes; the gate waits for all three (a failure here surfaces there, with its retry).
loadStartupResources().catch(() => undefined);
loadAppModule().catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// A transition: React renders in slices of a few milliseconds and lets the browser paint and handle input in
// between, instead of one long task that blocks the phone's main thread (Lighthouse's Total Blocking Time).
function renderInBrowser(container: HTMLElement) {
  takeOverPrerender(container);
  startTransition(() => createRoot(container).render(<AppRoot />));
}

const prerendered = prerenderedPage(root);
if (!prerendered) {
  renderInBrowser(root);
} else {
  // A page rendered at build time (apps/web/build/prerender.ts), shown since the first paint: hydrated with exactly
  // what the build rendered with (settings, strings, the page's chunk), so React takes the markup over as it is.
  // A settings kind the build did not render for, or a failure to load, renders in the browser instead (the gate
  // shows its retry).
  Promise.all([loadStartup(), loadSpecMessages()]).then(
    ([startup]) => {
      if (!prerenderMatches(prerendered, startup.settings)) {
        renderInBrowser(root);
        return;
      }
      setHydrating(true);
      startTransition(() => {
        hydrateRoot(root, <AppRoot initial={startup} />);
      });
    },
    () => renderInBrowser(root),
  );
}
