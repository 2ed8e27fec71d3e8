import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import type { DashboardSummary } from '@harta/contracts/schemas/returns';
import { http } from '../../http/http-client';

/**
 * `GET /api/dashboard/getDashBoardSummary`: the caller's total value, net deposits and return, a card per portfolio,
 * the pending transactions and whether a deposit is still processing. Shared: the dashboard shows it and the
 * payments feature's pending-deposit modal reads `hasProcessingDeposit` from the same cached answer.
 * The schema arrives as a loader so zod is not part of the dashboard's first render.
 */
export async function getDashboardSummary(signal?: AbortSignal): Promise<DashboardSummary> {
  const response = await http.get(ApiPaths.dashboard.getDashBoardSummary, {
    schema: () => import('@harta/contracts/schemas/returns').then((m) => m.dashboardSummaryResponseSchema),
    signal,
    // The dashboard is the client's home: a failure shows its error state with a retry there, rather than sending
    // the client to an error page whose "Back To Home" would lead straight back here.
    navigateOnError: false,
  });
  return response.result;
}

/** Invalidate after anything that moves money (a deposit, a withdrawal, a transfer, a trade). */
export const dashboardSummaryQueryKey = ['dashboard', 'summary'] as const;

export const dashboardSummaryQueryOptions = () =>
  queryOptions({
    queryKey: dashboardSummaryQueryKey,
    queryFn: ({ signal }) => getDashboardSummary(signal),
    // Fetched afresh each time the dashboard opens: a withdrawal or transfer made a moment ago shows at once (the
    // answer is one small read), while the dashboard's own parts opening together share one request. Two seconds,
    // not none: the answer asked for with the login summary (prefetch-dashboard.ts), a moment before the page's
    // chunks arrived, is not asked for again when the page mounts.
    staleTime: 2_000,
  });

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQueryOptions());
}
