import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import type { SaveContactInformationRequest } from '@harta/contracts/schemas/registration-contact';
import { stepSavedResponseSchema } from '@harta/contracts/schemas/registration-common';
import { http } from '../../../lib/http/http-client';
import { regKeys } from './query-keys';

/** `POST saveClientContactInformation` (step 6): 409 RESTRICTED_COUNTRY / MOBILE_NOT_VERIFIED. */
export async function saveContactInfo(body: SaveContactInformationRequest) {
  const response = await http.post(ApiPaths.registration.saveClientContactInformation, body, {
    schema: stepSavedResponseSchema,
  });
  return response.result;
}

export function useSaveContactInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContactInfo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: regKeys.contact() }),
  });
}
