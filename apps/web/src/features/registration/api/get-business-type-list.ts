import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { dropdownListResponseSchema } from '@harta/contracts/schemas/reference-data';
import { http } from '../../../lib/http/http-client';
import { regKeys } from './query-keys';

/** `GET getBusinessTypeList`. */
export async function getBusinessTypeList(signal?: AbortSignal) {
  const response = await http.get(ApiPaths.dropDown.getBusinessTypeList, {
    schema: dropdownListResponseSchema,
    signal,
  });
  return response.result;
}

export const getBusinessTypeListQueryOptions = () =>
  queryOptions({
    queryKey: regKeys.reference('business-type-list'),
    queryFn: ({ signal }) => getBusinessTypeList(signal),
    staleTime: 5 * 60_000,
  });

export function useGetBusinessTypeList() {
  return useQuery(getBusinessTypeListQueryOptions());
}
