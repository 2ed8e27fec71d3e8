import { mapHttpStatus } from '@harta/contracts/http-error-mapping';
import { href } from '@harta/contracts/routes';

type Navigate = (to: string) => void;

let navigate: Navigate | null = null;

/**
 * Registered once by the router at start. The HTTP client calls {@link applyErrorNavigation} on every failure, so
 * no feature has to know which statuses send the user to an error page (spec section 8).
 */
export function registerErrorNavigator(fn: Navigate | null): void {
  navigate = fn;
}

/**
 * Applies the spec's mapping for one failed call: 403/404/500/0/other go to their page; 401/400/409 pass
 * through to the caller. Returns the path navigated to, or null when the caller handles the error.
 */
export function applyErrorNavigation(status: number): string | null {
  const decision = mapHttpStatus(status);
  if (decision.kind !== 'navigate') return null;
  const to = href.to(decision.route);
  navigate?.(to);
  return to;
}
