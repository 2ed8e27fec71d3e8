import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import type { SaveFinancialInformationRequest } from '@harta/contracts/schemas/registration-financial';
import { stepSavedResponseSchema } from '@harta/contracts/schemas/registration-common';
import { http } from '../../../lib/http/http-client';
import { regKeys } from './query-keys';

/** `POST saveFinancialInformation` (step 7): 409 US_PERSON. */
export async function saveFinancialInfo(body: SaveFinancialInformationRequest) {
  const response = await http.post(ApiPaths.registration.saveFinancialInformation, body, {
    schema: stepSavedResponseSchema,
  });
  return response.result;
}

export function useSaveFinancialInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFinancialInfo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: regKeys.financial() }),
  });
}
