import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { http } from '../../../lib/http/http-client';

/** While the server lists the demo history under `starting`, it asks again this often (milliseconds). */
export const STARTING_POLL_MS = 5_000;

/** GET /api/health's `starting`: start-up work the server still runs behind (a first start's `demo-history`). */
export async function getStarting(signal?: AbortSignal): Promise<readonly string[]> {
  const response = await http.get(ApiPaths.health, {
    schema: () => import('@harta/contracts/schemas/system').then((m) => m.healthResponseSchema),
    signal,
    // A notice is never worth an error page: if the call fails, the app simply shows none.
    navigateOnError: false,
  });
  return response.result.starting ?? [];
}

/** True while the demo history is still being seeded; asks again every few seconds until it is done. */
export function useDemoHistoryPreparing(enabled: boolean): boolean {
  const { data } = useQuery({
    ...queryOptions({ queryKey: ['server-starting'], queryFn: ({ signal }) => getStarting(signal), retry: false }),
    enabled,
    refetchInterval: (query) => (query.state.data?.includes('demo-history') ? STARTING_POLL_MS : false),
  });
  return data?.includes('demo-history') ?? false;
}
