import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { countryListResponseSchema } from '@harta/contracts/schemas/reference-data';
import { http } from '../../../lib/http/http-client';
import { regKeys } from './query-keys';

/** `GET getCountryList`: nationality and address countries. */
export async function getCountryList(signal?: AbortSignal) {
  const response = await http.get(ApiPaths.dropDown.getCountryList, { schema: countryListResponseSchema, signal });
  return response.result;
}

export const getCountryListQueryOptions = () =>
  queryOptions({
    queryKey: regKeys.reference('country-list'),
    queryFn: ({ signal }) => getCountryList(signal),
    staleTime: 5 * 60_000,
  });

export function useGetCountryList() {
  return useQuery(getCountryListQueryOptions());
}
