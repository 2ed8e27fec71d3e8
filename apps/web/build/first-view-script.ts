import { createHash } from 'node:crypto';
import path from 'node:path';
import { rolldown } from 'rolldown';
// Relative, not through packages: the config is bundled by Vite, which leaves packages to Node (no TypeScript).
import { ApiPaths } from '../../../packages/contracts/src/paths';
import { FIRST_VIEW_KEYS, type FirstViewStrings } from '../src/features/dashboard/first-view/first-view-keys';
import { dashboardEn } from '../src/features/dashboard/i18n/en';
import { dashboardMs } from '../src/features/dashboard/i18n/ms';
import { uiEn } from '../src/lib/i18n/en';
import { uiMs } from '../src/lib/i18n/ms';

/** The meta element naming the first view's script, which public/before-paint.js starts with the early calls. */
export const FIRST_VIEW_META = 'harta-first-view';

/** Only the first view's words, from the app's own dictionaries (a missing one fails the build). */
function pick(language: string, ...dictionaries: Record<string, string>[]): FirstViewStrings {
  const all: Record<string, string> = Object.assign({}, ...dictionaries);
  return Object.fromEntries(
    FIRST_VIEW_KEYS.map((key) => {
      const value = all[key];
      if (typeof value !== 'string') throw new Error(`first view: no '${key}' in ${language}`);
      return [key, value];
    }),
  ) as FirstViewStrings;
}

/**
 * Bundles the dashboard's first-view script (src/features/dashboard/first-view) on its own, not as a chunk of the
 * app: it runs before any of the app's chunks has arrived, so it may share none of them (a shared module would bring
 * its whole chunk group along). It gets its words and the calls' paths as a constant, not the app's dictionaries
 * and path table. Immediately invoked, minified; named by its content, as the app's chunks are.
 */
export async function bundleFirstView(root: string, entry: string): Promise<{ fileName: string; code: string }> {
  const constants = {
    strings: { en: pick('en', uiEn, dashboardEn), ms: pick('ms', uiMs, dashboardMs) },
    paths: {
      login: ApiPaths.registration.getClientLoginById,
      info: ApiPaths.ClientProfile.getClientBasicInfo,
      summary: ApiPaths.dashboard.getDashBoardSummary,
    },
  };
  const bundle = await rolldown({
    input: path.join(root, entry),
    platform: 'browser',
    logLevel: 'warn',
    transform: { target: 'es2022', define: { __HARTA_FIRST_VIEW__: JSON.stringify(constants) } },
  });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    const code = output[0].code;
    const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
    return { fileName: `assets/first-view-${hash}.js`, code };
  } finally {
    await bundle.close();
  }
}
