// Build time only (apps/web/build/prerender.ts loads it through Vite's SSR module loader, in Node): renders a page of
// the app to HTML, the same tree the browser hydrates (AppRoot), with a memory router on the page's path.
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import type { AppSettings } from '@harta/contracts/settings';
import { App } from '../app/app';
import { AppRoot } from '../app/bootstrap/app-root';
import { appRoutes } from '../app/router/app-routes';
import { loadSpecMessages, loadStartupResources } from '../lib/i18n/init-i18n';
import { setHydrating } from '../lib/prerender/hydration';

/**
 * The page's HTML (what goes inside #root), in English, for an anonymous visitor with these settings. `prerender`
 * waits for every lazy page and Suspense boundary, so the HTML is the finished page, not its loading state.
 */
export async function renderPage(path: string, settings: AppSettings): Promise<string> {
  // What the browser loads before it hydrates (main.tsx): the strings of the first render and the spec's messages.
  await Promise.all([loadStartupResources(), loadSpecMessages()]);
  setHydrating(true);
  try {
    const { prelude } = await prerender(
      <AppRoot
        initial={{ settings, App }}
        createRouter={() => createMemoryRouter(appRoutes(), { initialEntries: [path] })}
      />,
      // Every boundary in place: a large one would otherwise be written after the rest and moved by an inline script.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return await new Response(prelude).text();
  } finally {
    setHydrating(false);
  }
}
