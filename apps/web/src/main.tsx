// First: zod must know before it loads that the page forbids eval (see the file).
import './lib/zod/without-eval';
import './app/styles/mantine-shell.css';
import './app/styles/app.css';
import './app/styles/focus.css';
import { loadStartupResources } from './lib/i18n/init-i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initPlatform } from './lib/platform/platform';
import { loadAppModule, loadStartup } from './app/bootstrap/load-startup';
import { SettingsGate } from './app/bootstrap/settings-gate';
import { ThemeProvider } from './app/providers/theme-provider';

// Before the first render: the `?platform=` switch must be stored before any layout decision reads it.
initPlatform();

// The strings and the app shell are lazy chunks: start both now, alongside the settings request the gate
// makes; the gate waits for all three (a failure here surfaces there, with its retry).
loadStartupResources().catch(() => undefined);
loadAppModule().catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// A transition: React renders in slices of a few milliseconds and lets the browser paint and handle input in
// between, instead of one long task that blocks the phone's main thread (Lighthouse's Total Blocking Time).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <ThemeProvider>
        <SettingsGate load={loadStartup}>{({ settings, App }) => <App settings={settings} />}</SettingsGate>
      </ThemeProvider>
    </StrictMode>,
  ),
);
