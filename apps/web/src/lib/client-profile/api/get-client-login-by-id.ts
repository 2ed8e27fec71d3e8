import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import type { ClientLoginSummary } from '@harta/contracts/schemas/client';
import { http } from '../../http/http-client';

/** The login summary (status, current step) of the logged-in client. Answers for every status. */
export async function getClientLoginById(signal?: AbortSignal): Promise<ClientLoginSummary> {
  const response = await http.get(ApiPaths.registration.getClientLoginById, {
    // Called by the layout at start: the schema loads lazily (see schema-source.ts).
    schema: () => import('@harta/contracts/schemas/client').then((m) => m.clientLoginSummaryResponseSchema),
    signal,
  });
  return response.result;
}

export const clientLoginQueryKey = ['client', 'login-summary'] as const;

export const clientLoginQueryOptions = () =>
  queryOptions({
    queryKey: clientLoginQueryKey,
    queryFn: ({ signal }) => getClientLoginById(signal),
  });

/** Loads once a token is present ("a received token triggers profile loading"). */
export function useClientLogin(enabled: boolean) {
  return useQuery({ ...clientLoginQueryOptions(), enabled });
}
