import { useMutation } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import {
  saveClientPasswordResponseSchema,
  type SaveClientPasswordRequest,
} from '@harta/contracts/schemas/registration-signup';
import { http } from '../../../lib/http/http-client';
import { useRegistrationAuthHeaders } from './registration-auth';

/** `POST saveClientPassword` (step 3, registration basic auth + setup token). */
export async function saveClientPassword(body: SaveClientPasswordRequest, headers: Record<string, string>) {
  const response = await http.post(ApiPaths.registration.saveClientPassword, body, {
    schema: saveClientPasswordResponseSchema,
    headers,
  });
  return response.result;
}

export function useSaveClientPassword() {
  const headers = useRegistrationAuthHeaders();
  return useMutation({ mutationFn: (body: SaveClientPasswordRequest) => saveClientPassword(body, headers) });
}
