import type { RouteObject } from 'react-router';
import { ProtectedRoute } from '../../features/auth/components/protected-route';
import { RootRedirect } from '../../features/auth/components/root-redirect';
import { StaffRoute } from '../../features/auth/components/staff-route';
import { AppLayout } from '../layout/app-layout';
import { Pages } from './lazy-pages';
import { RouteError } from './route-error';
import { routePath, routeTable, type Access, type AppRoute } from './route-table';

function toRouteObject(route: AppRoute): RouteObject {
  return { path: routePath(route), element: route.element, handle: route.handle };
}

function byAccess(access: Access): RouteObject[] {
  return routeTable.filter((route) => route.access === access).map(toRouteObject);
}

/** The route tree: everything sits under the layout shell; guards are pathless parent routes. */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [
        {
          // A page that throws (or whose chunk fails to load) is replaced, the shell stays.
          errorElement: <RouteError />,
          children: [
            { index: true, element: <RootRedirect /> },
            ...byAccess('anyone'),
            { element: <ProtectedRoute />, children: byAccess('client') },
            { element: <StaffRoute />, children: byAccess('staff') },
            { path: '*', element: <Pages.NotFound /> },
          ],
        },
      ],
    },
  ];
}
