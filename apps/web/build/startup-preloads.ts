import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

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
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
        };
        for (const module of modules) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${module}`));
          if (!chunk) throw new Error(`startup-preloads: no chunk for ${module} (renamed?)`);
          visit(chunk.fileName);
        }
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
