import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { ethnicityListResponseSchema } from '@harta/contracts/schemas/reference-data';
import { http } from '../../../lib/http/http-client';
import { regKeys } from './query-keys';

/** `GET SystemDefaultEthnicity`: the ethnicity dropdown. */
export async function getEthnicityList(signal?: AbortSignal) {
  const response = await http.get(ApiPaths.systemDefaultEthnicity, { schema: ethnicityListResponseSchema, signal });
  return response.result;
}

export const getEthnicityListQueryOptions = () =>
  queryOptions({
    queryKey: regKeys.reference('ethnicity'),
    queryFn: ({ signal }) => getEthnicityList(signal),
    staleTime: 5 * 60_000,
  });

export function useGetEthnicityList() {
  return useQuery(getEthnicityListQueryOptions());
}
