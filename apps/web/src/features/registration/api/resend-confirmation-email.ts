import { useMutation } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { acknowledgedResponseSchema } from '@harta/contracts/schemas/registration-common';
import { http } from '../../../lib/http/http-client';
import { keepingCooldownOnPage } from './rate-limited';
import { useRegistrationAuthHeaders } from './registration-auth';

/** `POST resendConfirmationEmail`: same answer whether or not the address exists; 60-second cooldown. */
export async function resendConfirmationEmail(emailAddress: string, headers: Record<string, string>) {
  const response = await keepingCooldownOnPage(
    http.post(
      ApiPaths.registration.resendConfirmationEmail,
      { emailAddress },
      { schema: acknowledgedResponseSchema, headers, navigateOnError: false },
    ),
  );
  return response.result;
}

export function useResendConfirmationEmail() {
  const headers = useRegistrationAuthHeaders();
  return useMutation({ mutationFn: (email: string) => resendConfirmationEmail(email, headers) });
}
