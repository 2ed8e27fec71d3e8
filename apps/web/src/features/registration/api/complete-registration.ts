import { useMutation } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { completeRegistrationResponseSchema } from '@harta/contracts/schemas/registration-completion';
import { http } from '../../../lib/http/http-client';

/** `POST completeRegistration`: the client confirms the declarations; status becomes PENDING. */
export async function completeRegistration() {
  const response = await http.post(
    ApiPaths.registration.completeRegistration,
    { declarationsAccepted: true },
    { schema: completeRegistrationResponseSchema },
  );
  return response.result;
}

export function useCompleteRegistration() {
  return useMutation({ mutationFn: completeRegistration });
}
