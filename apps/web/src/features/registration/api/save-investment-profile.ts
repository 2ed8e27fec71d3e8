import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import {
  saveInvestmentProfileResponseSchema,
  type SaveInvestmentProfileRequest,
} from '@harta/contracts/schemas/registration-investment';
import { http } from '../../../lib/http/http-client';
import { regKeys } from './query-keys';

/** `POST saveInvestmentProfile` the first time; `updateInvestmentProfile` when a profile exists already. */
export async function saveInvestmentProfile({ update, ...body }: SaveInvestmentProfileRequest & { update: boolean }) {
  const path = update ? ApiPaths.registration.updateInvestmentProfile : ApiPaths.registration.saveInvestmentProfile;
  const response = await http.post(path, body, { schema: saveInvestmentProfileResponseSchema });
  return response.result;
}

export function useSaveInvestmentProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInvestmentProfile,
    onSuccess: (result) => queryClient.setQueryData(regKeys.investmentProfile(), result),
  });
}
