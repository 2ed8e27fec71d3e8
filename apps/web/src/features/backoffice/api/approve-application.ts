import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { applicationDecisionResponseSchema } from '@harta/contracts/schemas/backoffice';
import { http } from '../../../lib/http/http-client';
import { applicationQueryKey } from './get-application';
import { applicationsQueryKey } from './get-applications';

export interface ApplicationDecision {
  clientId: number;
  status: string;
  decidedAt: string;
  decidedBy: string;
}

/** `POST /api/backoffice/applications/{clientId}/approve` (staff): status ACTIVE; the client is e-mailed. */
export async function approveApplication(clientId: number, note?: string): Promise<ApplicationDecision> {
  const body = note?.trim() ? { note: note.trim() } : {};
  const response = await http.post(ApiPaths.backoffice.approve(clientId), body, {
    schema: applicationDecisionResponseSchema,
  });
  return response.result;
}

export function useApproveApplication(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note?: string) => approveApplication(clientId, note),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationQueryKey(clientId) }),
        queryClient.invalidateQueries({ queryKey: applicationsQueryKey }),
      ]),
  });
}
