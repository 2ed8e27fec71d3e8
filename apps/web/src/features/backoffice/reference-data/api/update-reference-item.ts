import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import {
  referenceItemResponseSchema,
  type ReferenceItem,
  type ReferenceItemUpdateRequest,
} from '@harta/contracts/schemas/reference-data-admin';
import { request } from '../../../../lib/http/http-client';
import { referenceDataQueryKey } from './query-keys';

/** `PUT /api/backoffice/reference-data/{list}/items/{code}` (staff): label, value and order; never the code. */
export async function updateReferenceItem(
  list: string,
  code: string,
  input: ReferenceItemUpdateRequest,
): Promise<ReferenceItem> {
  const response = await request(ApiPaths.backofficeReferenceData.item(list, code), {
    method: 'PUT',
    body: input,
    schema: referenceItemResponseSchema,
  });
  return response.result;
}

export function useUpdateReferenceItem(list: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, input }: { code: string; input: ReferenceItemUpdateRequest }) =>
      updateReferenceItem(list, code, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referenceDataQueryKey }),
  });
}
