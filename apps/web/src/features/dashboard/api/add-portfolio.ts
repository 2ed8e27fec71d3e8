import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import {
  portfolioResponseSchema,
  type CreatePortfolioRequest,
  type Portfolio,
} from '@harta/contracts/schemas/portfolios';
import { http } from '../../../lib/http/http-client';
import { portfoliosQueryKey } from '../../../lib/portfolios/api/get-portfolios';

/** `POST /api/portfolios`: a new goal at a risk level no higher than the client's knowledge cap. */
export async function addPortfolio(body: CreatePortfolioRequest): Promise<Portfolio> {
  return (await http.post(ApiPaths.portfolios.create, body, { schema: portfolioResponseSchema })).result;
}

export function useAddPortfolio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPortfolio,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portfoliosQueryKey }),
  });
}
