import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { riskListResponseSchema, type RiskLevelItem } from '@harta/contracts/schemas/registration-investment';
import { http } from '../../../lib/http/http-client';
import { regKeys } from './query-keys';

/** `GET /api/DropDown/getRiskList`: names and descriptions of the five risk levels. */
export async function getRiskList(signal?: AbortSignal): Promise<RiskLevelItem[]> {
  const response = await http.get(ApiPaths.dropDown.getRiskList, { schema: riskListResponseSchema, signal });
  return response.result;
}

export const riskListQueryOptions = () =>
  queryOptions({
    queryKey: regKeys.reference('risk-list'),
    queryFn: ({ signal }) => getRiskList(signal),
    staleTime: Infinity,
  });

export function useRiskList() {
  return useQuery(riskListQueryOptions());
}
