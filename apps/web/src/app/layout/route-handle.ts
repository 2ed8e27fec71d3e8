import { useMatches } from 'react-router';

/** Per-route hints for the layout, set as the route's `handle`. */
export interface RouteHandle {
  /** Show the page with nothing around it but the brand (no menus, no buttons). */
  bare?: boolean;
  /** The page offers its own Log in / Logout buttons (home, app-pending), so the header does not repeat them. */
  ownAuthActions?: boolean;
}

function useRouteHandles(): RouteHandle[] {
  return useMatches().map((match) => (match.handle as RouteHandle | undefined) ?? {});
}

export function useIsBareRoute(): boolean {
  return useRouteHandles().some((handle) => handle.bare === true);
}

export function usePageHasOwnAuthActions(): boolean {
  return useRouteHandles().some((handle) => handle.ownAuthActions === true);
}
