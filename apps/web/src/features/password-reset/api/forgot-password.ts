import { useMutation } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { acknowledgedResponseSchema } from '@harta/contracts/schemas/registration-common';
import type { ForgotPasswordRequest } from '@harta/contracts/schemas/registration-signup';
import { http } from '../../../lib/http/http-client';
import { useSettings } from '../../../lib/settings/settings-context';
import { registrationAuthHeaders } from './registration-auth';

/**
 * `POST /api/registration/forgotPassword` (registration basic auth): answers the same whether or not the address
 * exists, and e-mails a `/user-login?reset=<token>` link when it does.
 */
export async function forgotPassword(request: ForgotPasswordRequest, headers: Record<string, string>): Promise<void> {
  await http.post(ApiPaths.registration.forgotPassword, request, {
    schema: acknowledgedResponseSchema,
    headers,
    // Whatever happens, the page answers in place; nothing here should take the user elsewhere.
    navigateOnError: false,
  });
}

export function useForgotPassword() {
  const settings = useSettings();
  return useMutation({
    mutationFn: (request: ForgotPasswordRequest) => forgotPassword(request, registrationAuthHeaders(settings)),
  });
}
