import { Outlet } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';
import { PageSkeleton } from '../../../components/page/page-skeleton';
import { decideStaffRoute } from '../logic/staff-route-decision';
import { GuardRedirect } from './guard-redirect';

/** Route element for staff-only pages (role 'staff'). */
export function StaffRoute() {
  const auth = useAuth();
  if (auth.status === 'restoring') return <PageSkeleton />;
  const decision = decideStaffRoute({ isAuthenticated: auth.status === 'authenticated', roles: auth.roles });
  return decision.kind === 'allow' ? (
    <Outlet />
  ) : (
    <GuardRedirect to={decision.to} rememberTarget={decision.rememberTarget && !auth.loggedOutByUser} />
  );
}
