import { useState } from 'react';
import { RouterProvider } from 'react-router';
import type { AppSettings } from '@harta/contracts/settings';
import { AppProviders } from './providers/app-providers';
import { createAppRouter } from './router/create-app-router';

export function App({ settings }: { settings: AppSettings }) {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders settings={settings}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
