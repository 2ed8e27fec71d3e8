import type { AppSettings } from '@harta/contracts/settings';
import { loadOnce } from '../../lib/async/load-once';
import { loadStartupResources } from '../../lib/i18n/init-i18n';
import { loadSettings } from '../../lib/settings/load-settings';
import type { App } from '../app';

interface AppModule {
  App: typeof App;
}

/** What the first real render needs. */
export interface Startup {
  settings: AppSettings;
  App: typeof App;
}

/**
 * The app shell (providers, router, TanStack Query, auth session, layout) as its own chunk. Nothing of it renders
 * before the settings are in, so it downloads in parallel with them instead of delaying the first paint (the
 * loading state). Later calls share the download; after a failure the next call tries again.
 */
export const loadAppModule: () => Promise<AppModule> = loadOnce(() => import('../app'));

/**
 * Everything the settings gate waits for, all downloading in parallel: the validated settings, the English
 * strings and the app shell. A failure of any shows the gate's retry.
 */
export async function loadStartup(): Promise<Startup> {
  const [settings, , { App }] = await Promise.all([loadSettings(), loadStartupResources(), loadAppModule()]);
  return { settings, App };
}
