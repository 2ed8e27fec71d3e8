import { useMutation } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { acknowledgedResponseSchema } from '@harta/contracts/schemas/registration-common';
import type { ResetPasswordRequest } from '@harta/contracts/schemas/registration-signup';
import { http } from '../../../lib/http/http-client';
import { useSettings } from '../../../lib/settings/settings-context';
import { registrationAuthHeaders } from './registration-auth';

/**
 * `POST /api/registration/resetPassword` (registration basic auth): sets the new password with the e-mailed token
 * (single use, 1 hour), ends the server-side lockout and revokes the account's refresh tokens.
 */
export async function resetPassword(request: ResetPasswordRequest, headers: Record<string, string>): Promise<void> {
  await http.post(ApiPaths.registration.resetPassword, request, {
    schema: acknowledgedResponseSchema,
    headers,
    // An unknown token may answer 404: the form explains it in place instead of the not-found page.
    navigateOnError: false,
  });
}

export function useResetPassword() {
  const settings = useSettings();
  return useMutation({
    mutationFn: (request: ResetPasswordRequest) => resetPassword(request, registrationAuthHeaders(settings)),
  });
}
