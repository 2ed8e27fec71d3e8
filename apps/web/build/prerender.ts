import { createServer, type Plugin, type Rolldown } from 'vite';
import type { AppSettings } from '@harta/contracts/settings';
import { bundleGraph } from './bundle-graph';
import { DEFERRED_SCRIPTS_META, deferAppScripts } from './deferred-scripts';
import { ROUTE_SHELLS_FILE } from './route-preloads';
import { FIRST_VIEW_META } from './first-view-script';

/** The module that renders a page to HTML (loaded in Node through Vite's SSR module loader). */
const RENDER_MODULE = '/src/prerender/render-page.tsx';

/**
 * The two kinds of deployment the markup depends on: the Sandbox badge in the header shows outside production. The
 * rest of the settings do not change the login page before someone submits it; the browser hydrates only when its
 * own settings give the same kind (main.tsx), else it renders on its own.
 */
export const PRERENDER_VARIANTS = { production: 'production', sandbox: 'sandbox' } as const;
export type PrerenderVariant = keyof typeof PRERENDER_VARIANTS;

/** Settings for the build's render: only `environment` reaches the markup (see PRERENDER_VARIANTS). */
function settingsFor(environment: string): AppSettings {
  return {
    apiBase: '',
    switchApiBase: '',
    identityServer: '/identity',
    clientId: 'prerender',
    scope: 'openid',
    redirectUri: '/',
    clientAppUrl: '/',
    storage: 'sessionStorage',
    idlePeriod: 900,
    timeoutCountdown: 10,
    environment,
    supportEmail: 'support@example.invalid',
    marketingSiteUrl: '',
    faqUrl: '',
    contactUrl: '',
    registrationAuth: '',
  };
}

/** The page's own file name in the build, one per variant. */
export function prerenderedFile(page: string, variant: PrerenderVariant): string {
  const name = page.replace(/^\//, '').replaceAll('/', '-');
  return `prerendered/${name}${variant === 'sandbox' ? '.sandbox' : ''}.html`;
}

const ROOT = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;

/**
 * Turns the page's shell (route-preloads' copy of index.html) into the prerendered page: the rendered markup in
 * #root, the page's stylesheets linked in the head (the markup needs them at the first paint), and the app's scripts
 * moved out of the head into a list the early script loads after the first paint, so they do not compete with it.
 * The plain-HTML loading state stays, hidden, for visitors the early script sends to a client render.
 */
export function prerenderedHtml({
  shell,
  markup,
  page,
  variant,
  stylesheets,
}: {
  shell: string;
  markup: string;
  page: string;
  variant: PrerenderVariant;
  stylesheets: string[];
}): string {
  if (/<script/i.test(markup)) throw new Error(`prerender ${page}: the markup holds a script (the CSP forbids it)`);
  let html = deferAppScripts(shell, `prerender ${page}`);
  const root = html.match(ROOT);
  if (!root) throw new Error(`prerender ${page}: no <div id="root"> with the loading state in the shell`);
  const loading = root[0]
    .replace('<div id="root">', '')
    .replace(/<\/div>$/, '')
    .trim();
  const head = stylesheets.map((href) => `    <link rel="stylesheet" crossorigin href="${href}">\n`).join('');
  html = html
    .replace(`<meta name="${DEFERRED_SCRIPTS_META}"`, `${head.trimStart()}    <meta name="${DEFERRED_SCRIPTS_META}"`)
    .replace(
      root[0],
      // The loading state, shown only when the page is rendered in the browser instead (before-paint.js, app.css).
      `${loading.replace('class="harta-boot"', 'class="harta-boot harta-boot-fallback"')}\n    ` +
        `<div id="root" data-prerendered="${page}" data-prerender-variant="${variant}">${markup}</div>`,
    );
  return html;
}

/**
 * Renders the given pages at build time (React's `prerender`, the same tree as the browser's: AppRoot) in English
 * for a first visit, into copies of their shells (`prerendered/<page>.html` and `.sandbox.html`), and points the
 * server at them (ROUTE_SHELLS_FILE: `{ page: { production, sandbox } }`). The browser hydrates them (main.tsx).
 * Runs after route-preloads, whose shells it starts from.
 */
export function prerenderPages({ pages }: { pages: Record<string, string[]> }): Plugin {
  let root = '';
  let base = '/';
  let define: Record<string, string> = {};
  /** MantineProvider's style elements (the theme's CSS variables) in a rendered page's markup. */
  const mantineStyleElements = (markup: string) =>
    [...markup.matchAll(/<style data-mantine-styles="[^"]*">[\s\S]*?<\/style>/g)].map((m) => m[0]).join('');
  return {
    name: 'harta-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      define = Object.fromEntries(
        Object.entries(config.define ?? {}).map(([key, value]) => [key, String(value as string)]),
      );
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const shellsAsset = bundle[ROUTE_SHELLS_FILE];
        if (shellsAsset?.type !== 'asset') throw new Error('prerender: run after route-preloads');
        const shells = JSON.parse(String(shellsAsset.source)) as Record<string, unknown>;
        const graph = bundleGraph(bundle as Rolldown.OutputBundle);
        let themeStyles: string | undefined;
        const server = await createServer({
          root,
          configFile: false,
          mode: 'production',
          logLevel: 'warn',
          define,
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const { renderPage } = (await server.ssrLoadModule(RENDER_MODULE)) as {
            renderPage: (path: string, settings: AppSettings) => Promise<string>;
          };
          for (const [page, modules] of Object.entries(pages)) {
            const shellFile = shells[page];
            const shellAsset = typeof shellFile === 'string' ? bundle[shellFile] : undefined;
            if (shellAsset?.type !== 'asset')
              throw new Error(`prerender ${page}: route-preloads wrote no shell for it`);
            const shell = String(shellAsset.source);
            // Every stylesheet of the chunks the page's first render runs; index.html links the entry's already.
            const chunks = graph.closure([
              ...graph.entries,
              ...modules.map((module) => graph.chunkOf(module).fileName),
            ]);
            // Linked as stylesheets, not merely preloaded: the shell preloads its page's styles (route-preloads.ts),
            // and the prerendered markup painted without them shifted once they applied (CLS 0.078 on this page).
            const linked = new Set([...shell.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]));
            const stylesheets = [...graph.cssOf(chunks)]
              .map((file) => `${base}${file}`)
              .filter((href) => !linked.has(href));
            const files: Record<string, string> = {};
            for (const [variant, environment] of Object.entries(PRERENDER_VARIANTS) as [PrerenderVariant, string][]) {
              const markup = await renderPage(page, settingsFor(environment));
              themeStyles ??= mantineStyleElements(markup);
              const fileName = prerenderedFile(page, variant);
              this.emitFile({
                type: 'asset',
                fileName,
                source: prerenderedHtml({ shell, markup, page, variant, stylesheets }),
              });
              files[variant] = fileName;
            }
            shells[page] = files;
            // The plain shell is not sent for this path any more.
            delete bundle[shellFile as string];
          }
        } finally {
          await server.close();
        }
        // A shell whose first view is painted before the app (the dashboard's, route-preloads.ts) needs the theme's
        // variables then, which MantineProvider only writes once the app runs: the prerender's copy, in its head.
        for (const file of Object.values(shells)) {
          const asset = typeof file === 'string' ? bundle[file] : undefined;
          if (asset?.type !== 'asset' || !String(asset.source).includes(`<meta name="${FIRST_VIEW_META}"`)) continue;
          if (!themeStyles) throw new Error('prerender: no page rendered, so no theme styles for the first view');
          asset.source = String(asset.source).replace('</head>', `    ${themeStyles}\n  </head>`);
        }
        shellsAsset.source = JSON.stringify(shells, null, 2);
      },
    },
  };
}
