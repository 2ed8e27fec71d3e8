import { StrictMode, useEffect } from 'react';
import { setHydrating } from '../../lib/prerender/hydration';
import type { AppRouter } from '../router/create-app-router';
import { ThemeProvider } from '../providers/theme-provider';
import { loadStartup, type Startup } from './load-startup';
import { SettingsGate } from './settings-gate';

/** Ends the hydration assumptions (lib/prerender/hydration.ts) once the first tree has committed. */
function HydrationDone() {
  useEffect(() => setHydrating(false), []);
  return null;
}

/**
 * The whole React tree, one definition for the browser (main.tsx: a client render, or the hydration of a
 * prerendered page) and for the build's prerender (src/prerender/render-page.tsx), so both render the same markup.
 * `initial`: what the settings gate would load, already there; `createRouter`: the build's memory router.
 */
export function AppRoot({ initial, createRouter }: { initial?: Startup; createRouter?: () => AppRouter }) {
  return (
    <StrictMode>
      <ThemeProvider>
        <SettingsGate load={loadStartup} initial={initial}>
          {({ settings, App }) => <App settings={settings} createRouter={createRouter} />}
        </SettingsGate>
        <HydrationDone />
      </ThemeProvider>
    </StrictMode>
  );
}
