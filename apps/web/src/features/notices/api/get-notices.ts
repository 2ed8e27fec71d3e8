import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import type { Notice } from '@harta/contracts/schemas/notices';
import { http } from '../../../lib/http/http-client';

/** GET /api/notices: the notices that apply to the logged-in client now, most pressing first. */
export async function getNotices(signal?: AbortSignal): Promise<Notice[]> {
  const response = await http.get(ApiPaths.notices.list, {
    schema: () => import('@harta/contracts/schemas/notices').then((m) => m.noticesResponseSchema),
    signal,
    // A notice is never worth an error page: if the call fails, the app simply shows none this time.
    navigateOnError: false,
  });
  return response.result;
}

export const noticesQueryKey = ['notices'] as const;

export const noticesQueryOptions = () =>
  queryOptions({ queryKey: noticesQueryKey, queryFn: ({ signal }) => getNotices(signal), retry: false, staleTime: 0 });

export function useNotices(enabled: boolean) {
  return useQuery({ ...noticesQueryOptions(), enabled });
}
