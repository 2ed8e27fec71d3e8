import type { Plugin } from 'vite';
import { bundleGraph } from './bundle-graph';

/** Where the server finds the list (a dot folder: never served, read by apps/server/src/plugins/web-app.ts). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/**
 * Writes, for the pages a visit usually starts on, the files that page needs beyond what index.html already
 * preloads (its chunk, what it imports, its CSS, and the modules every page waits for), as the `Link` header
 * values the server sends with the app shell for that path. The browser then fetches the page while it runs the
 * entry, instead of once the router has rendered (one round trip, and the page's own imports, later).
 */
export function routePreloads({
  routes,
  everyPage,
  startup,
}: {
  /** Path → the page's module and what else it needs at once (paths from the web app's root). */
  routes: Record<string, string[]>;
  /** Modules every page loads with itself (lazy-pages.ts: the spec's messages). */
  everyPage: string[];
  /** Modules index.html preloads already (startup-preloads). */
  startup: string[];
}): Plugin {
  let base = '/';
  return {
    name: 'harta-route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const graph = bundleGraph(bundle);
      const loaded = graph.closure([...graph.entries, ...startup.map((module) => graph.chunkOf(module).fileName)]);
      const loadedCss = graph.cssOf(loaded);
      const links: Record<string, string[]> = {};
      for (const [path, modules] of Object.entries(routes)) {
        const files = graph.closure([...modules, ...everyPage].map((name) => graph.chunkOf(name).fileName));
        links[path] = [
          ...[...graph.cssOf(files)]
            .filter((file) => !loadedCss.has(file))
            .map((file) => `<${base}${file}>; rel=preload; as=style`),
          ...[...files].filter((file) => !loaded.has(file)).map((file) => `<${base}${file}>; rel=modulepreload`),
        ];
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(links, null, 2) });
    },
  };
}
