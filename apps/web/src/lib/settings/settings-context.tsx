import { createContext, useContext, type ReactNode } from 'react';
import type { AppSettings } from '@harta/contracts/settings';

const SettingsContext = createContext<AppSettings | null>(null);

export function SettingsProvider({ settings, children }: { settings: AppSettings; children: ReactNode }) {
  return <SettingsContext.Provider value={settings}>{children}</SettingsContext.Provider>;
}

/** The runtime settings. Only usable below the settings gate, which renders nothing else until they load. */
export function useSettings(): AppSettings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('useSettings() used outside <SettingsProvider>.');
  return settings;
}
