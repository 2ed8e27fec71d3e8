import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { href } from '@harta/contracts/routes';
import { Container } from '@mantine/core';
import { afterLogoutPath } from '../../../lib/auth/after-logout';
import { useAuth } from '../../../lib/auth/auth-context';
import { isStaffOnly } from '../../../lib/auth/roles';
import { useClientSummary, useExpectsClientProfile } from '../../../lib/client-profile/use-client-profile';
import { isHttpError } from '../../../lib/http/http-error';
import { PageSkeleton } from '../../../components/page/page-skeleton';
import { decideProtectedRoute } from '../logic/protected-route-decision';
import { GuardRedirect } from './guard-redirect';
import { LoadFailed } from '../../../components/page/load-failed';

/** Route element for the "login plus allowed client state" pages (spec section 4's protected-route guard). */
export function ProtectedRoute() {
  const auth = useAuth();
  const summary = useClientSummary();
  const expectsProfile = useExpectsClientProfile();
  const { endSession } = auth;
  // Only once the session is restored: a 401 to a call made with the stored token while the OIDC client loads
  // (below) waits for the restore, then ends the session as any other rejected token does.
  const rejectedToken = auth.status === 'authenticated' && isHttpError(summary.error) && summary.error.status === 401;

  // On the dashboard (where a client's visit starts), its answers are asked for with the login summary, not after;
  // with a stored session whose token is still valid, already while the OIDC client loads to restore it (the API
  // client sends that token until then; a 401 ends the session as below once it is restored).
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const earlyClient = auth.status === 'restoring' && !!auth.restoringRoles && !isStaffOnly(auth.restoringRoles);
  const prefetchDashboard =
    ((auth.status === 'authenticated' && expectsProfile) || earlyClient) && pathname === href.to('dashboard');
  useEffect(() => {
    if (prefetchDashboard) {
      void import('../../../lib/dashboard/prefetch-dashboard').then((m) => m.prefetchDashboard(queryClient));
    }
  }, [prefetchDashboard, queryClient]);

  // The API no longer accepts the token: the session is over.
  useEffect(() => {
    if (rejectedToken) void endSession('session_terminated');
  }, [rejectedToken, endSession]);

  const isAuthenticated = auth.status === 'authenticated';
  if (auth.status === 'restoring' || (expectsProfile && summary.isPending) || rejectedToken) return <PageSkeleton />;
  if (expectsProfile && summary.isError) {
    return (
      <Container size="sm">
        <LoadFailed onRetry={() => void summary.refetch()} />
      </Container>
    );
  }

  const decision = decideProtectedRoute({
    isAuthenticated,
    status: summary.data?.status,
    currentStep: summary.data?.currentStep,
    roles: auth.roles,
  });
  if (decision.kind === 'allow') return <Outlet />;
  // The user's own logout from a protected page lands where logouts land (the native home screen), not on the
  // guard's login page: this redirect renders before the logout action's own navigation.
  const to = !isAuthenticated && auth.loggedOutByUser ? afterLogoutPath() : decision.to;
  return <GuardRedirect to={to} rememberTarget={decision.rememberTarget && !auth.loggedOutByUser} />;
}
