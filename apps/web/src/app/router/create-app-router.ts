import { createBrowserRouter } from 'react-router';
import { registerErrorNavigator } from '../../lib/http/error-navigation';
import { appRoutes } from './app-routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The browser router, and the one place the HTTP error mapping is given a way to navigate. */
export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(appRoutes());
  registerErrorNavigator((to) => void router.navigate(to));
  return router;
}
