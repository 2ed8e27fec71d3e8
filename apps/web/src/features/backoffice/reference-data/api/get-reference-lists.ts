import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { referenceListsResponseSchema, type ReferenceList } from '@harta/contracts/schemas/reference-data-admin';
import { http } from '../../../../lib/http/http-client';
import { referenceDataQueryKey } from './query-keys';

/** `GET /api/backoffice/reference-data` (staff): every list with its item counts. */
export async function getReferenceLists(signal?: AbortSignal): Promise<ReferenceList[]> {
  const response = await http.get(ApiPaths.backofficeReferenceData.lists, {
    schema: referenceListsResponseSchema,
    signal,
  });
  return response.result;
}

export const referenceListsQueryOptions = () =>
  queryOptions({
    queryKey: [...referenceDataQueryKey, 'lists'],
    queryFn: ({ signal }) => getReferenceLists(signal),
  });

export function useReferenceLists() {
  return useQuery(referenceListsQueryOptions());
}
