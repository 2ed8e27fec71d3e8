import type { QueryClient } from '@tanstack/react-query';
import { clientBasicInfoQueryKey, getClientBasicInfo } from '../client-profile/api/get-client-basic-info';
import { clientLoginQueryOptions } from '../client-profile/api/get-client-login-by-id';
import { dashboardSummaryQueryOptions } from './api/get-dashboard-summary';
import { getPortfolios, portfoliosQueryKey } from '../portfolios/api/get-portfolios';

/**
 * Asks for the dashboard's answers and the login summary (which the guard asks for too: one request, whoever is
 * first) as soon as a valid token is at hand (the protected route calls it: while a stored session is restored, or
 * once logged in), together rather than one after the other. A failure here sends nobody anywhere: the guard decides where a
 * client may go, and the page asks again when it opens.
 */
export function prefetchDashboard(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(clientLoginQueryOptions());
  void queryClient.prefetchQuery({
    queryKey: clientBasicInfoQueryKey,
    queryFn: ({ signal }) => getClientBasicInfo(signal, false),
  });
  void queryClient.prefetchQuery({
    queryKey: portfoliosQueryKey,
    queryFn: ({ signal }) => getPortfolios(signal, false),
  });
  void queryClient.prefetchQuery(dashboardSummaryQueryOptions());
}
