import { STAFF_ROLE } from '@harta/contracts/constants';
import { href } from '@harta/contracts/routes';
import type { ProtectedRouteDecision } from './protected-route-decision';

/** The back-office placeholder: logged in with the staff role, else login (remembering the target) or forbidden. */
export function decideStaffRoute({
  isAuthenticated,
  roles,
}: {
  isAuthenticated: boolean;
  roles: readonly string[];
}): ProtectedRouteDecision {
  if (!isAuthenticated) return { kind: 'redirect', to: href.to('userLogin'), rememberTarget: true };
  if (!roles.includes(STAFF_ROLE)) return { kind: 'redirect', to: href.to('forbidden'), rememberTarget: false };
  return { kind: 'allow' };
}
