import { Navigate, useLocation } from 'react-router';
import { rememberReturnTo } from '../../../lib/auth/return-to';

/** Performs a guard's redirect, storing where the user was going when the guard asks for it. */
export function GuardRedirect({ to, rememberTarget }: { to: string; rememberTarget: boolean }) {
  const location = useLocation();
  // Idempotent write, safe during render; it must happen before <Navigate> leaves this location.
  if (rememberTarget) rememberReturnTo(`${location.pathname}${location.search}`);
  return <Navigate to={to} replace />;
}
