import { useMutation } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { confirmEmailResponseSchema } from '@harta/contracts/schemas/registration-signup';
import { http } from '../../../lib/http/http-client';
import { useRegistrationAuthHeaders } from './registration-auth';

/** `POST confirmEmail` (step 2): uses the link's token once; answers a short-lived password-setup token. */
export async function confirmEmail(token: string, headers: Record<string, string>) {
  const response = await http.post(
    ApiPaths.registration.confirmEmail,
    { token },
    {
      schema: confirmEmailResponseSchema,
      headers,
    },
  );
  return response.result;
}

export function useConfirmEmail() {
  const headers = useRegistrationAuthHeaders();
  return useMutation({ mutationFn: (token: string) => confirmEmail(token, headers) });
}
