import './app/styles/mantine-shell.css';
import './app/styles/app.css';
import './lib/i18n/init-i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initPlatform } from './lib/platform/platform';
import { App } from './app/app';
import { SettingsGate } from './app/bootstrap/settings-gate';
import { ThemeProvider } from './app/providers/theme-provider';

// Before the first render: the `?platform=` switch must be stored before any layout decision reads it.
initPlatform();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <ThemeProvider>
      <SettingsGate>{(settings) => <App settings={settings} />}</SettingsGate>
    </ThemeProvider>
  </StrictMode>,
);
