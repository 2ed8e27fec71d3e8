import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { verifyBankAccountResponseSchema } from '@harta/contracts/schemas/profile-updates';
import { orSentForApproval } from '@harta/contracts/schemas/approvals';
import { http } from '../../../lib/http/http-client';
import { applicationQueryKey } from './get-application';

/**
 * `POST /api/backoffice/applications/{clientId}/verifyBankAccount` (staff): the account the client changed in
 * my-profile now counts for withdrawals. The detail is reloaded for its flag and the audit entry.
 */
export function useVerifyBankAccount(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      http.post(ApiPaths.backoffice.verifyBankAccount(clientId), undefined, {
        // Four eyes (docs/backoffice.md): the pending request, or the verification when the firm turned it off.
        schema: orSentForApproval(verifyBankAccountResponseSchema.shape.result),
        navigateOnError: false,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationQueryKey(clientId) }),
        queryClient.invalidateQueries({ queryKey: ['backoffice', 'approvals'] }),
      ]),
  });
}
