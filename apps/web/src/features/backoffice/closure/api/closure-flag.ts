import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import {
  closeAccountResponseSchema,
  closureFlagResponseSchema,
  type ClosureFlag,
  type ClosureFlagRequest,
} from '@harta/contracts/schemas/notices';
import { orSentForApproval } from '@harta/contracts/schemas/approvals';
import { http, request } from '../../../../lib/http/http-client';
import { applicationQueryKey } from '../../api/get-application';

/**
 * The staff side of the closure flag (docs/account.md "Closure flag"): read, set, lift, and close the account.
 * One small module: the four calls share their cache key and are only used by the closure card.
 */
export const closureFlagQueryKey = (clientId: number) => ['backoffice', 'closure-flag', clientId] as const;

export async function getClosureFlag(clientId: number, signal?: AbortSignal): Promise<ClosureFlag | null> {
  const response = await http.get(ApiPaths.backofficeClosure.flag(clientId), {
    schema: closureFlagResponseSchema,
    signal,
    // The card shows its own way forward (retry); the rest of the application page stays usable.
    navigateOnError: false,
  });
  return response.result;
}

export function useClosureFlag(clientId: number) {
  return useQuery({
    queryKey: closureFlagQueryKey(clientId),
    queryFn: ({ signal }) => getClosureFlag(clientId, signal),
  });
}

function useAfterChange(clientId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: closureFlagQueryKey(clientId) }),
      // The audit trail and the status on the application page change too.
      queryClient.invalidateQueries({ queryKey: applicationQueryKey(clientId) }),
      // Setting or lifting is a four-eyes request (docs/backoffice.md): the pending one shows on the card.
      queryClient.invalidateQueries({ queryKey: ['backoffice', 'approvals'] }),
    ]);
}

/** PUT …/closure-flag: from now on the client may only withdraw. Refusals (409) are shown by the caller. */
export function useSetClosureFlag(clientId: number) {
  const onSuccess = useAfterChange(clientId);
  return useMutation({
    mutationFn: (body: ClosureFlagRequest) =>
      request(ApiPaths.backofficeClosure.flag(clientId), {
        method: 'PUT',
        body,
        schema: orSentForApproval(closureFlagResponseSchema.shape.result),
        navigateOnError: false,
      }),
    onSuccess,
  });
}

/** DELETE …/closure-flag. */
export function useLiftClosureFlag(clientId: number) {
  const onSuccess = useAfterChange(clientId);
  return useMutation({
    mutationFn: () =>
      request(ApiPaths.backofficeClosure.flag(clientId), {
        method: 'DELETE',
        schema: orSentForApproval(closureFlagResponseSchema.shape.result),
        navigateOnError: false,
      }),
    onSuccess,
  });
}

/** POST …/close: status CLOSE once every balance is zero (409 BALANCE_NOT_ZERO before). */
export function useCloseAccount(clientId: number) {
  const onSuccess = useAfterChange(clientId);
  return useMutation({
    mutationFn: () =>
      http.post(ApiPaths.backofficeClosure.close(clientId), undefined, {
        schema: closeAccountResponseSchema,
        navigateOnError: false,
      }),
    onSuccess,
  });
}
