import { CLIENT_ROLE } from '@harta/contracts/constants';
import { ClientStatus } from '@harta/contracts/client-status';
import { href } from '@harta/contracts/routes';

export interface ProtectedRouteInput {
  isAuthenticated: boolean;
  /** The client's status from the login summary; undefined/empty when none is known. */
  status: string | null | undefined;
  currentStep: number | null | undefined;
  roles: readonly string[];
}

export type ProtectedRouteDecision =
  | { kind: 'allow' }
  /** `rememberTarget`: store where the user was going, to return there after login. */
  | { kind: 'redirect'; to: string; rememberTarget: boolean };

const redirect = (to: string, rememberTarget = false): ProtectedRouteDecision => ({
  kind: 'redirect',
  to,
  rememberTarget,
});

/**
 * The protected-route guard of spec section 4, checked in this order:
 * 1. not authenticated → user-login (remember the target);
 * 2. no status → forbidden;
 * 3. DRAFT → the registration step;
 * 4. PENDING, CLOSE or REJECT → app-pending/{status};
 * 5. otherwise the token's role list must include the client role 'c', else forbidden.
 */
export function decideProtectedRoute({ isAuthenticated, status, currentStep, roles }: ProtectedRouteInput) {
  if (!isAuthenticated) return redirect(href.to('userLogin'), true);
  if (!status) return redirect(href.to('forbidden'));
  if (status === ClientStatus.Draft) return redirect(href.registrationStep(currentStep));
  if (status === ClientStatus.Pending || status === ClientStatus.Close || status === ClientStatus.Reject) {
    return redirect(href.appPending(status));
  }
  if (!roles.includes(CLIENT_ROLE)) return redirect(href.to('forbidden'));
  return { kind: 'allow' } as const satisfies ProtectedRouteDecision;
}
