import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { orSentForApproval, type ApprovalRequest } from '@harta/contracts/schemas/approvals';
import {
  referenceItemResponseSchema,
  type ReferenceItem,
  type ReferenceItemCreateRequest,
} from '@harta/contracts/schemas/reference-data-admin';
import { http } from '../../../../lib/http/http-client';
import { referenceDataQueryKey } from './query-keys';

/** `POST /api/backoffice/reference-data/{list}/items` (staff): 400 by the list's rules, 409 for a taken code. */
export async function createReferenceItem(
  list: string,
  input: ReferenceItemCreateRequest,
): Promise<ReferenceItem | ApprovalRequest> {
  const response = await http.post(ApiPaths.backofficeReferenceData.items(list), input, {
    schema: orSentForApproval(referenceItemResponseSchema.shape.result),
  });
  return response.result;
}

export function useCreateReferenceItem(list: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReferenceItemCreateRequest) => createReferenceItem(list, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: referenceDataQueryKey }),
        // Fees, limits, cut-offs and holidays are four-eyes requests (docs/backoffice.md).
        queryClient.invalidateQueries({ queryKey: ['backoffice', 'approvals'] }),
      ]),
  });
}
