import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import {
  etfRecommendationResponseSchema,
  type EtfRecommendation,
} from '@harta/contracts/schemas/registration-investment';
import { http } from '../../../lib/http/http-client';
import { regKeys } from './query-keys';

/**
 * `POST getETFRecommendation/{riskLevel}`: the model portfolio of a risk level (capped by the server), its Shariah
 * one with `shariah` (docs/shariah.md).
 */
export async function getEtfRecommendation(riskLevel: number, shariah = false): Promise<EtfRecommendation> {
  const response = await http.post(ApiPaths.registration.getETFRecommendation(riskLevel), shariah ? { shariah } : {}, {
    schema: etfRecommendationResponseSchema,
  });
  return response.result;
}

export const etfRecommendationQueryOptions = (riskLevel: number, shariah = false) =>
  queryOptions({
    queryKey: [...regKeys.etfRecommendation(riskLevel), shariah] as const,
    queryFn: () => getEtfRecommendation(riskLevel, shariah),
    staleTime: 5 * 60_000,
  });

export function useEtfRecommendation(riskLevel: number | null, shariah = false) {
  return useQuery({
    ...etfRecommendationQueryOptions(riskLevel ?? 0, shariah),
    enabled: riskLevel !== null,
    placeholderData: keepPreviousData,
  });
}
