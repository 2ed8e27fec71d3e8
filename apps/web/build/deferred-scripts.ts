/** The meta element the early script (public/before-paint.js) reads: the app's scripts, loaded after the first paint. */
export const DEFERRED_SCRIPTS_META = 'harta-app-scripts';

const MODULE_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * Moves the app's scripts (the entry and every module preload) out of a page's head into a list that
 * public/before-paint.js starts after the first paint, so the page paints (its HTML loading state, or its prerendered
 * markup) without waiting for them and they do not compete with it (docs/architecture.md, "Chunks"). A page whose
 * scripts are deferred already is returned as it is.
 */
export function deferAppScripts(html: string, page: string): string {
  if (html.includes(`<meta name="${DEFERRED_SCRIPTS_META}"`)) return html;
  const scripts: string[] = [];
  const stripped = html
    .replace(MODULE_SCRIPT, (_match, src: string) => {
      scripts.unshift(src); // the entry first
      return '';
    })
    .replace(MODULE_PRELOAD, (_match, href: string) => {
      scripts.push(href);
      return '';
    });
  if (!scripts.length) throw new Error(`${page}: the page has no module script`);
  return stripped.replace(
    /\s*<\/head>/,
    `\n    <meta name="${DEFERRED_SCRIPTS_META}" content="${scripts.join(' ')}">\n  </head>`,
  );
}
