import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import {
  referenceItemResponseSchema,
  type ReferenceItem,
  type ReferenceItemCreateRequest,
} from '@harta/contracts/schemas/reference-data-admin';
import { http } from '../../../../lib/http/http-client';
import { referenceDataQueryKey } from './query-keys';

/** `POST /api/backoffice/reference-data/{list}/items` (staff): 400 by the list's rules, 409 for a taken code. */
export async function createReferenceItem(list: string, input: ReferenceItemCreateRequest): Promise<ReferenceItem> {
  const response = await http.post(ApiPaths.backofficeReferenceData.items(list), input, {
    schema: referenceItemResponseSchema,
  });
  return response.result;
}

export function useCreateReferenceItem(list: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReferenceItemCreateRequest) => createReferenceItem(list, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referenceDataQueryKey }),
  });
}
