import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileUpdateResultSchema, type ProfileUpdateResult } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import type { UpdateSpouseIdRequest } from '@harta/contracts/schemas/notices';
import { http } from '../../../lib/http/http-client';
import { noticesQueryKey } from './get-notices';

/** POST /api/notices/spouseId: answers `{ status, errorMessage }` like every profile update. */
export async function updateSpouseId(request: UpdateSpouseIdRequest): Promise<ProfileUpdateResult> {
  // Field errors (400) are shown in the dialog, not on an error page.
  return http.post(ApiPaths.notices.spouseId, request, { schema: profileUpdateResultSchema, navigateOnError: false });
}

export function useUpdateSpouseId() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSpouseId,
    onSuccess: (result) => {
      if (result.status) void queryClient.invalidateQueries({ queryKey: noticesQueryKey });
    },
  });
}
