import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { countryListResponseSchema } from '@harta/contracts/schemas/reference-data';
import { http } from '../../../lib/http/http-client';
import { regKeys } from './query-keys';

/** `GET getCountryListNoUs`: tax residency (a US person cannot open an account). */
export async function getCountryListNoUs(signal?: AbortSignal) {
  const response = await http.get(ApiPaths.dropDown.getCountryListNoUs, { schema: countryListResponseSchema, signal });
  return response.result;
}

export const getCountryListNoUsQueryOptions = () =>
  queryOptions({
    queryKey: regKeys.reference('country-list-no-us'),
    queryFn: ({ signal }) => getCountryListNoUs(signal),
    staleTime: 5 * 60_000,
  });

export function useGetCountryListNoUs() {
  return useQuery(getCountryListNoUsQueryOptions());
}
