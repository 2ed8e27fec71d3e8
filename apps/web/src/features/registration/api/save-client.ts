import { useMutation } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { saveClientResponseSchema, type SaveClientRequest } from '@harta/contracts/schemas/registration-signup';
import { http } from '../../../lib/http/http-client';
import { i18n } from '../../../lib/i18n/init-i18n';
import { useRegistrationAuthHeaders } from './registration-auth';

/** `POST saveClient` (step 1, registration basic auth): creates the DRAFT client and sends the confirmation mail. */
export async function saveClient(body: SaveClientRequest, headers: Record<string, string>) {
  // The applicant's e-mails start in the language they sign up in.
  const language = i18n.language === 'ms' ? 'ms' : 'en';
  const response = await http.post(
    ApiPaths.registration.saveClient,
    { language, ...body },
    {
      schema: saveClientResponseSchema,
      headers,
    },
  );
  return response.result;
}

export function useSaveClient() {
  const headers = useRegistrationAuthHeaders();
  return useMutation({ mutationFn: (body: SaveClientRequest) => saveClient(body, headers) });
}
