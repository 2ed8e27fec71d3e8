import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import type { Performance } from '@harta/contracts/schemas/returns';
import { http } from '../../../lib/http/http-client';

/**
 * `GET /api/performance[?portfolio=<guid>]`: returns over every period (time- and money-weighted), the daily value
 * against net deposits, the allocation by asset class and by region, and the holdings: of one portfolio, or of
 * all the caller's portfolios together when `portfolio` is absent.
 */
export async function getPerformance(portfolio: string | null, signal?: AbortSignal): Promise<Performance> {
  const query = portfolio ? `?${new URLSearchParams({ portfolio }).toString()}` : '';
  const response = await http.get(`${ApiPaths.performance}${query}`, {
    schema: () => import('@harta/contracts/schemas/returns').then((m) => m.performanceResponseSchema),
    signal,
    // An unknown or someone else's portfolio (404) is shown on the page with a way back to all portfolios.
    navigateOnError: false,
  });
  return response.result;
}

export const performanceQueryKey = (portfolio: string | null) => ['performance', portfolio ?? 'ALL'] as const;

export const performanceQueryOptions = (portfolio: string | null) =>
  queryOptions({
    queryKey: performanceQueryKey(portfolio),
    queryFn: ({ signal }) => getPerformance(portfolio, signal),
  });

/** Switching portfolio keeps the previous figures on screen (dimmed) until the new ones arrive. */
export function usePerformance(portfolio: string | null) {
  return useQuery({ ...performanceQueryOptions(portfolio), placeholderData: keepPreviousData });
}
