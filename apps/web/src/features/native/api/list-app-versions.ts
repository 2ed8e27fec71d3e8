import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import type { AppVersionRecord } from '@harta/contracts/schemas/native';
import { http } from '../../../lib/http/http-client';

/** GET /api/app-versions (staff): the version record of each platform. */
export async function listAppVersions(signal?: AbortSignal): Promise<AppVersionRecord[]> {
  const response = await http.get(ApiPaths.appVersions.list, {
    schema: () => import('@harta/contracts/schemas/native').then((m) => m.appVersionListResponseSchema),
    signal,
  });
  return response.result;
}

export const appVersionsQueryKey = ['app-versions'] as const;

export const appVersionsQueryOptions = () =>
  queryOptions({ queryKey: appVersionsQueryKey, queryFn: ({ signal }) => listAppVersions(signal) });

export function useAppVersions() {
  return useQuery(appVersionsQueryOptions());
}
