import { useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { confirmEmailCheckResponseSchema } from '@harta/contracts/schemas/registration-signup';
import { http } from '../../../lib/http/http-client';
import { regKeys } from './query-keys';
import { useRegistrationAuthHeaders } from './registration-auth';

/** `GET confirmEmailCheck/{token}` (registration basic auth): whether the e-mailed link is still good, without using it. */
export async function confirmEmailCheck(token: string, headers: Record<string, string>, signal?: AbortSignal) {
  const response = await http.get(ApiPaths.registration.confirmEmailCheck(token), {
    schema: confirmEmailCheckResponseSchema,
    headers,
    signal,
  });
  return response.result;
}

export function useConfirmEmailCheck(token: string) {
  const headers = useRegistrationAuthHeaders();
  return useQuery({
    queryKey: regKeys.confirmCheck(token),
    queryFn: ({ signal }) => confirmEmailCheck(token, headers, signal),
    staleTime: Infinity,
    retry: false,
  });
}
