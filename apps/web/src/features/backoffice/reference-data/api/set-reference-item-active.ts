import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { orSentForApproval, type ApprovalRequest } from '@harta/contracts/schemas/approvals';
import { referenceItemResponseSchema, type ReferenceItem } from '@harta/contracts/schemas/reference-data-admin';
import { http } from '../../../../lib/http/http-client';
import { referenceDataQueryKey } from './query-keys';

/**
 * `POST …/items/{code}/deactivate` or `…/reactivate` (staff). Nothing is ever deleted: a deactivated item leaves
 * the public lists and registration refuses it, while client records that hold it keep it.
 */
export async function setReferenceItemActive(
  list: string,
  code: string,
  active: boolean,
): Promise<ReferenceItem | ApprovalRequest> {
  const paths = ApiPaths.backofficeReferenceData;
  const path = active ? paths.reactivate(list, code) : paths.deactivate(list, code);
  const response = await http.post(path, undefined, {
    schema: orSentForApproval(referenceItemResponseSchema.shape.result),
  });
  return response.result;
}

export function useSetReferenceItemActive(list: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, active }: { code: string; active: boolean }) => setReferenceItemActive(list, code, active),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: referenceDataQueryKey }),
        // Fees, limits, cut-offs and holidays are four-eyes requests (docs/backoffice.md).
        queryClient.invalidateQueries({ queryKey: ['backoffice', 'approvals'] }),
      ]),
  });
}
