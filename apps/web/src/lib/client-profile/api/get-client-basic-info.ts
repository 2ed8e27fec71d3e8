import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import type { ClientBasicInfo } from '@harta/contracts/schemas/client';
import { http } from '../../http/http-client';

/** Name, status and registration progress for the header and dashboard. 403 for closed/rejected/suspended. */
export async function getClientBasicInfo(signal?: AbortSignal, navigateOnError = true): Promise<ClientBasicInfo> {
  const response = await http.get(ApiPaths.ClientProfile.getClientBasicInfo, {
    // Called by the layout at start: the schema loads lazily (see schema-source.ts).
    schema: () => import('@harta/contracts/schemas/client').then((m) => m.clientBasicInfoResponseSchema),
    signal,
    navigateOnError,
  });
  return response.result;
}

export const clientBasicInfoQueryKey = ['client', 'basic-info'] as const;

export const clientBasicInfoQueryOptions = () =>
  queryOptions({
    queryKey: clientBasicInfoQueryKey,
    queryFn: ({ signal }) => getClientBasicInfo(signal),
  });

export function useClientBasicInfoQuery(enabled: boolean) {
  return useQuery({ ...clientBasicInfoQueryOptions(), enabled });
}
