import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { dropdownListResponseSchema } from '@harta/contracts/schemas/reference-data';
import { http } from '../../../lib/http/http-client';
import { regKeys } from './query-keys';

/** `GET getNetWorthList`: net worth bands. */
export async function getNetWorthList(signal?: AbortSignal) {
  const response = await http.get(ApiPaths.dropDown.getNetWorthList, { schema: dropdownListResponseSchema, signal });
  return response.result;
}

export const getNetWorthListQueryOptions = () =>
  queryOptions({
    queryKey: regKeys.reference('net-worth-list'),
    queryFn: ({ signal }) => getNetWorthList(signal),
    staleTime: 5 * 60_000,
  });

export function useGetNetWorthList() {
  return useQuery(getNetWorthListQueryOptions());
}
