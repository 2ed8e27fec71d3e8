import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiPaths } from '@harta/contracts/paths';
import type { ActivateClient } from '@harta/contracts/schemas/registration-completion';
import { http } from '../../../lib/http/http-client';

/**
 * `GET /api/clientProfile/activateClient`: the first call after approval records the activation and answers
 * `showWelcome: true`; every later call answers false. So the app asks once per session (no refetching: a second
 * answer would be false anyway) and forgets the greeting as soon as it has been seen.
 */
export async function activateClient(signal?: AbortSignal): Promise<ActivateClient> {
  const response = await http.get(ApiPaths.clientProfile.activateClient, {
    schema: () =>
      import('@harta/contracts/schemas/registration-completion').then((m) => m.activateClientResponseSchema),
    signal,
    // A greeting that cannot be fetched is no reason to leave the dashboard.
    navigateOnError: false,
  });
  return response.result;
}

export const activateClientQueryKey = ['clientProfile', 'activateClient'] as const;

/** Whether to greet the client now, and the way to say it was seen (it then stays closed for the session). */
export function useWelcome(): { show: boolean; dismiss: () => void } {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: activateClientQueryKey,
    queryFn: ({ signal }) => activateClient(signal),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const dismiss = useCallback(() => {
    queryClient.setQueryData<ActivateClient>(activateClientQueryKey, (current) =>
      current ? { ...current, showWelcome: false } : current,
    );
  }, [queryClient]);
  return { show: query.data?.showWelcome === true, dismiss };
}
