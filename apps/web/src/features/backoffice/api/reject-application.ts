import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { applicationDecisionResponseSchema } from '@harta/contracts/schemas/backoffice';
import { http } from '../../../lib/http/http-client';
import type { ApplicationDecision } from './approve-application';
import { applicationQueryKey } from './get-application';
import { applicationsQueryKey } from './get-applications';

/** `POST /api/backoffice/applications/{clientId}/reject` (staff): status REJECT; the reason is e-mailed to the client. */
export async function rejectApplication(clientId: number, reason: string): Promise<ApplicationDecision> {
  const response = await http.post(
    ApiPaths.backoffice.reject(clientId),
    { reason: reason.trim() },
    { schema: applicationDecisionResponseSchema },
  );
  return response.result;
}

export function useRejectApplication(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => rejectApplication(clientId, reason),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationQueryKey(clientId) }),
        queryClient.invalidateQueries({ queryKey: applicationsQueryKey }),
      ]),
  });
}
