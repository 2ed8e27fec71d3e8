import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import {
  referenceListItemsResponseSchema,
  type ReferenceItem,
  type ReferenceList,
} from '@harta/contracts/schemas/reference-data-admin';
import { http } from '../../../../lib/http/http-client';
import { referenceDataQueryKey } from './query-keys';

export interface ReferenceListItems {
  list: ReferenceList;
  items: ReferenceItem[];
}

/** `GET /api/backoffice/reference-data/{list}/items` (staff): inactive items included, in display order. */
export async function getReferenceItems(list: string, signal?: AbortSignal): Promise<ReferenceListItems> {
  const response = await http.get(ApiPaths.backofficeReferenceData.items(list), {
    schema: referenceListItemsResponseSchema,
    signal,
  });
  return response.result;
}

export const referenceItemsQueryOptions = (list: string) =>
  queryOptions({
    queryKey: [...referenceDataQueryKey, 'items', list],
    queryFn: ({ signal }) => getReferenceItems(list, signal),
  });

export function useReferenceItems(list: string) {
  return useQuery(referenceItemsQueryOptions(list));
}
