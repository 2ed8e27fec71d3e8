import type { HtmlTagDescriptor, Plugin } from 'vite';
import { bundleGraph } from './bundle-graph';

/**
 * Lists, in index.html, what the app needs before its first real render but only asks for once the entry has run:
 * the chunks of the given modules (the app shell, the English strings) with everything they import, as
 * `modulepreload` links, and `/appsettings.json` as a `fetch` preload. The browser then downloads them while it is
 * still downloading and running the entry, instead of one round trip after it (bench/README.md, "Lighthouse").
 */
export function startupPreloads({ modules, fetches }: { modules: string[]; fetches: string[] }): Plugin {
  let base = '/';
  return {
    name: 'harta-startup-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const graph = bundleGraph(ctx.bundle);
        const files = graph.closure(modules.map((module) => graph.chunkOf(module).fileName));
        const tags: HtmlTagDescriptor[] = [
          ...fetches.map((href) => ({
            tag: 'link',
            attrs: { rel: 'preload', href, as: 'fetch', crossorigin: 'anonymous' },
            injectTo: 'head' as const,
          })),
          ...[...files]
            // The entry and its static imports are in the page already (the script tag, Vite's own preloads).
            .filter((file) => !html.includes(`${base}${file}`))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
              injectTo: 'head' as const,
            })),
        ];
        return { html, tags };
      },
    },
  };
}
