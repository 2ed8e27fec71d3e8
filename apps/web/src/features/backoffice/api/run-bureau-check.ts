import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import {
  bureauCheckResponseSchema,
  type ApplicationDetail,
  type BureauCheck,
} from '@harta/contracts/schemas/backoffice';
import { http } from '../../../lib/http/http-client';
import { applicationQueryKey } from './get-application';

/** `GET /api/ClientBo/ExperianRequestchecker/{clientId}` (staff): runs (or re-runs) the credit-bureau check. */
export async function runBureauCheck(clientId: number): Promise<BureauCheck> {
  const response = await http.get(ApiPaths.experianRequestChecker(clientId), { schema: bureauCheckResponseSchema });
  return response.result;
}

/** A GET with an effect on the server, so a mutation: it runs when staff ask, and the result joins the detail. */
export function useRunBureauCheck(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => runBureauCheck(clientId),
    onSuccess: (bureau) => {
      queryClient.setQueryData<ApplicationDetail>(applicationQueryKey(clientId), (old) =>
        old ? { ...old, bureau } : old,
      );
      // The check is written to the audit trail: reload it.
      void queryClient.invalidateQueries({ queryKey: applicationQueryKey(clientId) });
    },
  });
}
