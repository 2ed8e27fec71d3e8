import type { Plugin } from 'vite';
import { bundleGraph } from './bundle-graph';
import { deferAppScripts } from './deferred-scripts';
import { bundleFirstView, FIRST_VIEW_META } from './first-view-script';

/** Where the server finds which shell to send for which path (a dot folder: read by the server, never served). */
export const ROUTE_SHELLS_FILE = '.vite/route-shells.json';

/** The meta element listing the API calls public/before-paint.js starts for a page (see `earlyCalls` below). */
export const EARLY_CALLS_META = 'harta-early-calls';

/**
 * Writes, for the pages a visit usually starts on, a copy of index.html (`shells/<page>.html`) that also preloads
 * what that page needs beyond what index.html already does: its chunk, what it imports, and the modules every page
 * waits for. The server sends that copy for that path (apps/server/src/plugins/web-app.ts), so the browser fetches
 * the page while it runs the entry instead of once the router has rendered: one round trip, and the page's own
 * imports, earlier. The links come after index.html's own, so the entry, its styles and the settings go first.
 * The shells' scripts start after the first paint (deferred-scripts.ts): the page shows its loading state without
 * waiting for them. A page may also name API calls the early script starts with the stored session's token before
 * any of the app's scripts has arrived (public/before-paint.js; the HTTP client takes their answers, lib/http/early-calls.ts).
 */
export function routePreloads({
  routes,
  everyPage,
  startup,
  earlyCalls = {},
  firstView = {},
}: {
  /** Path → the page's module and what else it needs at once (paths from the web app's root). */
  routes: Record<string, string[]>;
  /** Modules every page loads with itself (lazy-pages.ts: the spec's messages). */
  everyPage: string[];
  /** Modules index.html preloads already (startup-preloads). */
  startup: string[];
  /** Path → the GET calls (API paths) its first render makes with the logged-in client's token. */
  earlyCalls?: Record<string, string[]>;
  /**
   * Path → a script painting the page's first view from the early calls' answers, before the app's scripts (its
   * module, from the web app's root; bundled on its own, first-view-script.ts). The app's scripts start after it.
   */
  firstView?: Record<string, string>;
}): Plugin {
  let base = '/';
  let root = process.cwd();
  return {
    name: 'harta-route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    // After Vite's own generateBundle work: index.html is written, the chunks that only carried CSS are dropped.
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('route-preloads: index.html is not in the bundle');
        const html = String(index.source);
        const graph = bundleGraph(bundle);
        const loaded = graph.closure([...graph.entries, ...startup.map((module) => graph.chunkOf(module).fileName)]);
        const shells: Record<string, string> = {};
        for (const [path, modules] of Object.entries(routes)) {
          const files = graph.closure([...modules, ...everyPage].map((name) => graph.chunkOf(name).fileName));
          const pageFiles = [...files].filter((file) => !loaded.has(file));
          // Their styles too (preloaded, not render-blocking): a dynamic import of a chunk waits for its CSS to load,
          // which otherwise is asked for only then (the dashboard's calls waited a round trip for it).
          const styles = pageFiles.flatMap((file) => {
            const chunk = bundle[file];
            return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
          });
          const links = [
            ...pageFiles.map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">\n`),
            ...[...new Set(styles)].map(
              (file) => `    <link rel="preload" as="style" crossorigin href="${base}${file}">\n`,
            ),
          ].join('');
          const calls = earlyCalls[path];
          let early = calls?.length ? `    <meta name="${EARLY_CALLS_META}" content="${calls.join(' ')}">\n` : '';
          const firstViewEntry = firstView[path];
          if (firstViewEntry) {
            if (!calls?.length) throw new Error(`route-preloads: ${path} has a first view but no early calls`);
            const script = await bundleFirstView(root, firstViewEntry);
            this.emitFile({ type: 'asset', fileName: script.fileName, source: script.code });
            early += `    <meta name="${FIRST_VIEW_META}" content="${base}${script.fileName}">\n`;
          }
          const fileName = `shells/${path.replace(/^\//, '').replaceAll('/', '-')}.html`;
          const source = deferAppScripts(html.replace('</head>', `${links}${early}  </head>`), `shell ${path}`);
          this.emitFile({ type: 'asset', fileName, source });
          shells[path] = fileName;
        }
        this.emitFile({ type: 'asset', fileName: ROUTE_SHELLS_FILE, source: JSON.stringify(shells, null, 2) });
      },
    },
  };
}
