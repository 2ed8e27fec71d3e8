import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { applicationDetailResponseSchema, type ApplicationDetail } from '@harta/contracts/schemas/backoffice';
import { http } from '../../../lib/http/http-client';

/** `GET /api/backoffice/applications/{clientId}` (staff): everything a reviewer needs, with the audit trail. */
export async function getApplication(clientId: number, signal?: AbortSignal): Promise<ApplicationDetail> {
  const response = await http.get(ApiPaths.backoffice.application(clientId), {
    schema: applicationDetailResponseSchema,
    signal,
  });
  return response.result;
}

export const applicationQueryKey = (clientId: number) => ['backoffice', 'application', clientId] as const;

export const applicationQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: applicationQueryKey(clientId),
    queryFn: ({ signal }) => getApplication(clientId, signal),
  });

export function useApplication(clientId: number) {
  return useQuery(applicationQueryOptions(clientId));
}
