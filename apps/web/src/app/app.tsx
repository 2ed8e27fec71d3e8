import { useState } from 'react';
import { RouterProvider } from 'react-router';
import type { AppSettings } from '@harta/contracts/settings';
import { AppProviders } from './providers/app-providers';
import { createAppRouter, type AppRouter } from './router/create-app-router';

/** `createRouter`: the browser's router unless given one (the build's prerender renders a memory router). */
export function App({
  settings,
  createRouter = createAppRouter,
}: {
  settings: AppSettings;
  createRouter?: () => AppRouter;
}) {
  const [router] = useState(createRouter);
  return (
    <AppProviders settings={settings}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
