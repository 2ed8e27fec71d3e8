import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import type { AppVersionRecord, MobilePlatform, UpdateAppVersionRequest } from '@harta/contracts/schemas/native';
import { request } from '../../../lib/http/http-client';
import { appVersionsQueryKey } from './list-app-versions';

/** PUT /api/app-versions/{platform} (staff): replaces the record getMobileAppVersion answers. */
export async function updateAppVersion(
  platform: MobilePlatform,
  input: UpdateAppVersionRequest,
): Promise<AppVersionRecord> {
  const response = await request(ApiPaths.appVersions.update(platform), {
    method: 'PUT',
    body: input,
    schema: () => import('@harta/contracts/schemas/native').then((m) => m.appVersionRecordResponseSchema),
  });
  return response.result;
}

export function useUpdateAppVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ platform, input }: { platform: MobilePlatform; input: UpdateAppVersionRequest }) =>
      updateAppVersion(platform, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appVersionsQueryKey }),
  });
}
