import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { dropdownListResponseSchema } from '@harta/contracts/schemas/reference-data';
import { http } from '../../../lib/http/http-client';
import { regKeys } from './query-keys';

/** `GET getOccupationList`. */
export async function getOccupationList(signal?: AbortSignal) {
  const response = await http.get(ApiPaths.dropDown.getOccupationList, { schema: dropdownListResponseSchema, signal });
  return response.result;
}

export const getOccupationListQueryOptions = () =>
  queryOptions({
    queryKey: regKeys.reference('occupation-list'),
    queryFn: ({ signal }) => getOccupationList(signal),
    staleTime: 5 * 60_000,
  });

export function useGetOccupationList() {
  return useQuery(getOccupationListQueryOptions());
}
