import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { dropdownListResponseSchema, type ReferenceType } from '@harta/contracts/schemas/reference-data';
import { http } from '../../../lib/http/http-client';
import { regKeys } from './query-keys';

/** `GET getValueByType/{type}`: a reference list (TITLE, STATE, ANNUAL_INCOME, SOURCE_OF_FUNDS, …). */
export async function getValueByType(type: ReferenceType, signal?: AbortSignal) {
  const response = await http.get(ApiPaths.dropDown.getValueByType(type), {
    schema: dropdownListResponseSchema,
    signal,
  });
  return response.result;
}

export const valueByTypeQueryOptions = (type: ReferenceType) =>
  queryOptions({
    queryKey: regKeys.reference(`type-${type}`),
    queryFn: ({ signal }) => getValueByType(type, signal),
    staleTime: 5 * 60_000,
  });

export function useValueByType(type: ReferenceType) {
  return useQuery(valueByTypeQueryOptions(type));
}
