import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { stepSavedResponseSchema } from '@harta/contracts/schemas/registration-common';
import type { SavePersonalInformationRequest } from '@harta/contracts/schemas/registration-personal';
import { http } from '../../../lib/http/http-client';
import { regKeys } from './query-keys';

/** `POST saveClientPersonalInformation` (step 5). */
export async function savePersonalInfo(body: SavePersonalInformationRequest) {
  const response = await http.post(ApiPaths.registration.saveClientPersonalInformation, body, {
    schema: stepSavedResponseSchema,
  });
  return response.result;
}

export function useSavePersonalInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePersonalInfo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: regKeys.personal() }),
  });
}
