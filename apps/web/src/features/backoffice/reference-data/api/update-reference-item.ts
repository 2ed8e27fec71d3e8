import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { orSentForApproval, type ApprovalRequest } from '@harta/contracts/schemas/approvals';
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
): Promise<ReferenceItem | ApprovalRequest> {
  const response = await request(ApiPaths.backofficeReferenceData.item(list, code), {
    method: 'PUT',
    body: input,
    schema: orSentForApproval(referenceItemResponseSchema.shape.result),
  });
  return response.result;
}

export function useUpdateReferenceItem(list: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, input }: { code: string; input: ReferenceItemUpdateRequest }) =>
      updateReferenceItem(list, code, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: referenceDataQueryKey }),
        // Fees, limits, cut-offs and holidays are four-eyes requests (docs/backoffice.md).
        queryClient.invalidateQueries({ queryKey: ['backoffice', 'approvals'] }),
      ]),
  });
}
