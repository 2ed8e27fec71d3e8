import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { riskListResponseSchema, type RiskLevelItem } from '@harta/contracts/schemas/registration-investment';
import { http } from '../../../lib/http/http-client';

/** `GET /api/DropDown/getRiskList`: the five risk levels' names and descriptions, for choosing a new goal's level. */
export async function getRiskList(signal?: AbortSignal): Promise<RiskLevelItem[]> {
  return (await http.get(ApiPaths.dropDown.getRiskList, { schema: riskListResponseSchema, signal })).result;
}

export function useRiskList() {
  return useQuery(
    queryOptions({
      queryKey: ['dashboard', 'risk-list'],
      queryFn: ({ signal }) => getRiskList(signal),
      staleTime: Infinity,
    }),
  );
}
