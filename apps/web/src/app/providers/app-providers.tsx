import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AppSettings } from '@harta/contracts/settings';
import { DeferredOverlayHosts } from '../../components/feedback/deferred-overlay-hosts';
import { AuthProvider } from '../../lib/auth/auth-context';
import { configureHttpClient } from '../../lib/http/http-config';
import { i18n } from '../../lib/i18n/init-i18n';
import { createQueryClient } from '../../lib/http/query-client';
import { SettingsProvider } from '../../lib/settings/settings-context';

/** Everything that needs the settings: the HTTP base, server-state cache, session, modals and toasts. */
export function AppProviders({ settings, children }: { settings: AppSettings; children: ReactNode }) {
  const [queryClient] = useState(() => {
    configureHttpClient({ baseUrl: settings.apiBase });
    const client = createQueryClient();
    // Answers already shown name the model portfolios in the old language (docs/languages.md): fetch them again.
    i18n.on('languageChanged', () => void client.invalidateQueries());
    return client;
  });
  return (
    <SettingsProvider settings={settings}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider settings={settings}>
          {children}
          <DeferredOverlayHosts />
        </AuthProvider>
      </QueryClientProvider>
    </SettingsProvider>
  );
}
