import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import {
  etfRecommendationResponseSchema,
  type EtfRecommendation,
} from '@harta/contracts/schemas/registration-investment';
import { http } from '../../../lib/http/http-client';
import { regKeys } from './query-keys';

/** `POST getETFRecommendation/{riskLevel}`: the model portfolio of a risk level (capped by the server). */
export async function getEtfRecommendation(riskLevel: number): Promise<EtfRecommendation> {
  const response = await http.post(
    ApiPaths.registration.getETFRecommendation(riskLevel),
    {},
    {
      schema: etfRecommendationResponseSchema,
    },
  );
  return response.result;
}

export const etfRecommendationQueryOptions = (riskLevel: number) =>
  queryOptions({
    queryKey: regKeys.etfRecommendation(riskLevel),
    queryFn: () => getEtfRecommendation(riskLevel),
    staleTime: 5 * 60_000,
  });

export function useEtfRecommendation(riskLevel: number | null) {
  return useQuery({
    ...etfRecommendationQueryOptions(riskLevel ?? 0),
    enabled: riskLevel !== null,
    placeholderData: keepPreviousData,
  });
}
