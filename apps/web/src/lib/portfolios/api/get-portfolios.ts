import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import type { PortfolioList } from '@harta/contracts/schemas/portfolios';
import { http } from '../../http/http-client';

/**
 * `GET /api/portfolios`: the caller's portfolios (oldest first) with their values, the highest risk level a new
 * one may have and whether one may be added. Shared: the dashboard lists them, the money pages pick one.
 */
export async function getPortfolios(signal?: AbortSignal, navigateOnError = true): Promise<PortfolioList> {
  const response = await http.get(ApiPaths.portfolios.list, {
    // Asked for by the dashboard at start: the schema (zod) loads while the request is in flight (schema-source.ts).
    schema: () => import('@harta/contracts/schemas/portfolios').then((m) => m.portfolioListResponseSchema),
    signal,
    navigateOnError,
  });
  return response.result;
}

/** Invalidate this key after anything that changes a portfolio or its value. */
export const portfoliosQueryKey = ['portfolios'] as const;

export const portfoliosQueryOptions = () =>
  queryOptions({ queryKey: portfoliosQueryKey, queryFn: ({ signal }) => getPortfolios(signal) });

export function usePortfolios() {
  return useQuery(portfoliosQueryOptions());
}
