import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { ReadableStream } from 'node:stream/web';
import { loadStartupResources, loadSpecMessages } from '../lib/i18n/init-i18n';
import { matchMediaWhere } from './media-queries';

// findBy*/waitFor give up after 1 s by default: a lazy page's first render on a busy 2-core machine (two test files
// side by side, PostgreSQL next door) can take longer. A wait still ends as soon as its condition holds.
configure({ asyncUtilTimeout: 5_000 });

// Each file runs in a VM context of its own (vitest.config.ts, pool 'vmThreads') whose jsdom window carries only
// some of Node's globals. Browsers have web streams, and react-dom's static prerender (render-page.test.tsx, the
// login page rendered at build time) answers one.
globalThis.ReadableStream ??= ReadableStream as typeof globalThis.ReadableStream;

// jsdom lacks what Mantine measures with (GUIDE section 8).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: matchMediaWhere(() => false),
});

// In the app the settings gate awaits the English resource (a lazy chunk); components under test expect it loaded.
await Promise.all([loadStartupResources(), loadSpecMessages()]);

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
Element.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  // The toasts' store outlives a test's render: a toast of one test must not be seen by the next (5 s on screen).
  notifications.clean();
  notifications.cleanQueue();
  localStorage.clear();
  sessionStorage.clear();
});
