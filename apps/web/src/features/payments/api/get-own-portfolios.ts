import { useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import type { Portfolio } from '@harta/contracts/schemas/portfolios';
import { http } from '../../../lib/http/http-client';
import { paymentKeys } from './query-keys';

/** GET /api/portfolios: the portfolios a deposit may go into. */
export async function getOwnPortfolios(signal?: AbortSignal): Promise<Portfolio[]> {
  const response = await http.get(ApiPaths.portfolios.list, {
    schema: () => import('@harta/contracts/schemas/portfolios').then((m) => m.portfolioListResponseSchema),
    signal,
  });
  return response.result.portfolios;
}

export function useOwnPortfolios() {
  return useQuery({ queryKey: paymentKeys.portfolios, queryFn: ({ signal }) => getOwnPortfolios(signal) });
}
