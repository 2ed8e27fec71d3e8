import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isBlockedStatus } from '@harta/contracts/client-status';
import { useAuth } from '../auth/auth-context';
import { isStaffOnly } from '../auth/roles';
import { useClientLogin } from './api/get-client-login-by-id';
import { useClientBasicInfoQuery } from './api/get-client-basic-info';
import { basicInfoRedirect } from './basic-info-redirect';

/** Whether the logged-in user has a client record to load (staff tokens do not). */
export function useExpectsClientProfile(): boolean {
  const auth = useAuth();
  return auth.status === 'authenticated' && !isStaffOnly(auth.roles);
}

/** The login summary of the logged-in client (status, current step), loaded as soon as a token is present. */
export function useClientSummary() {
  return useClientLogin(useExpectsClientProfile());
}

/**
 * The basic profile, fetched only when the status allows it (the API answers 403 for closed, rejected and
 * suspended accounts, which would otherwise throw the user onto the forbidden page). A PENDING answer sends the
 * user to app-pending.
 */
export function useClientBasicInfo({ enabled = true }: { enabled?: boolean } = {}) {
  const summary = useClientSummary();
  const status = summary.data?.status;
  const query = useClientBasicInfoQuery(enabled && !!status && !isBlockedStatus(status));
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const fetchedStatus = query.data?.status;

  useEffect(() => {
    const target = basicInfoRedirect(fetchedStatus, pathname);
    if (target) navigate(target, { replace: true });
  }, [fetchedStatus, pathname, navigate]);

  return query;
}
