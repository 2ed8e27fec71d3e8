import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { restrictedCountryListResponseSchema } from '@harta/contracts/schemas/reference-data';
import { http } from '../../../lib/http/http-client';
import { regKeys } from './query-keys';

/** `GET RestrictedCountryGet`: countries whose residents or nationals cannot open an account. */
export async function getRestrictedCountries(signal?: AbortSignal) {
  const response = await http.get(ApiPaths.restrictedCountryGet, {
    schema: restrictedCountryListResponseSchema,
    signal,
  });
  return response.result;
}

export const getRestrictedCountriesQueryOptions = () =>
  queryOptions({
    queryKey: regKeys.reference('restricted-countries'),
    queryFn: ({ signal }) => getRestrictedCountries(signal),
    staleTime: 5 * 60_000,
  });

export function useGetRestrictedCountries() {
  return useQuery(getRestrictedCountriesQueryOptions());
}
