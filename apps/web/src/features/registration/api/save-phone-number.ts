import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import type { SavePhoneNumberRequest } from '@harta/contracts/schemas/registration-contact';
import { savePhoneNumberResponseSchema } from '@harta/contracts/schemas/registration-contact';
import { http } from '../../../lib/http/http-client';
import { regKeys } from './query-keys';

/**
 * `POST savePhoneNumber`: checks the code and saves the number as verified. Errors stay on the page (a wrong code,
 * or 429 when the day's cap on codes is reached, shows under the code field).
 */
export async function savePhoneNumber(body: SavePhoneNumberRequest) {
  const response = await http.post(ApiPaths.registration.savePhoneNumber, body, {
    schema: savePhoneNumberResponseSchema,
    navigateOnError: false,
  });
  return response.result;
}

export function useSavePhoneNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePhoneNumber,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: regKeys.contact() }),
  });
}
