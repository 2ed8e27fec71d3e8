import { useMutation } from '@tanstack/react-query';
import { profileUpdateResultSchema, type ProfileUpdateResult } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import type { ChangePasswordRequest } from '@harta/contracts/schemas/account-password';
import { http } from '../../../lib/http/http-client';

/**
 * `changeUserPassword` keeps this session and signs out every other one; `updateClientPassword` signs out every
 * session, this one too (docs/account.md). Both answer `{ status, errorMessage }`.
 */
export async function changePassword(
  request: ChangePasswordRequest,
  signOutEverywhere: boolean,
): Promise<ProfileUpdateResult> {
  const url = signOutEverywhere
    ? ApiPaths.clientProfile.updateClientPassword
    : ApiPaths.clientProfile.changeUserPassword;
  // Field errors (400) are shown on the form, not on an error page.
  return http.post(url, request, { schema: profileUpdateResultSchema, navigateOnError: false });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: ({ request, signOutEverywhere }: { request: ChangePasswordRequest; signOutEverywhere: boolean }) =>
      changePassword(request, signOutEverywhere),
  });
}
