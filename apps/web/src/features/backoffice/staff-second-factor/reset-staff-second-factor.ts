import { useMutation } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { staffSecondFactorResetResponseSchema } from '@harta/contracts/schemas/second-factor';
import { http } from '../../../lib/http/http-client';

/**
 * `POST /api/backoffice/staff/{userId}/second-factor/reset` (administrator; audited): the member's secret and
 * recovery codes go, their sessions end, and they enrol again at their next sign-in (docs/backoffice.md).
 */
export async function resetStaffSecondFactor(userId: string) {
  return (
    await http.post(ApiPaths.secondFactor.staffReset(userId), undefined, {
      schema: staffSecondFactorResetResponseSchema,
    })
  ).result;
}

export function useResetStaffSecondFactor() {
  return useMutation({ mutationFn: resetStaffSecondFactor });
}
