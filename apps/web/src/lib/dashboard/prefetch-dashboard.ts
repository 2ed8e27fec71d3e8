import type { QueryClient } from '@tanstack/react-query';
import { clientBasicInfoQueryKey, getClientBasicInfo } from '../client-profile/api/get-client-basic-info';
import { dashboardSummaryQueryOptions } from './api/get-dashboard-summary';
import { getPortfolios, portfoliosQueryKey } from '../portfolios/api/get-portfolios';

/**
 * Asks for the dashboard's answers as soon as the session is known (the protected route calls it), together with the
 * login summary rather than one after the other. A failure here sends nobody anywhere: the guard decides where a
 * client may go, and the page asks again when it opens.
 */
export function prefetchDashboard(queryClient: QueryClient): void {
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
