import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { portfolioResponseSchema, type Portfolio } from '@harta/contracts/schemas/portfolios';
import { http } from '../../../lib/http/http-client';
import { portfoliosQueryKey } from '../../../lib/portfolios/api/get-portfolios';

/** `PATCH /api/portfolios/{guid}`: a new goal name. */
export async function renamePortfolio(guid: string, goalName: string): Promise<Portfolio> {
  return (await http.patch(ApiPaths.portfolios.rename(guid), { goalName }, { schema: portfolioResponseSchema })).result;
}

export function useRenamePortfolio(guid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goalName: string) => renamePortfolio(guid, goalName),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portfoliosQueryKey }),
  });
}
