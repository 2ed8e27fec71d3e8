import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { getRegistrationClientResponseSchema } from '@harta/contracts/schemas/registration-client';
import { http } from '../../../lib/http/http-client';
import { regKeys } from './query-keys';

/** `GET getClientById`: everything saved so far, for the review (step 10). */
export async function getRegistrationClient(signal?: AbortSignal) {
  const response = await http.get(ApiPaths.registration.getClientById, {
    schema: getRegistrationClientResponseSchema,
    signal,
  });
  return response.result;
}

export const getRegistrationClientQueryOptions = () =>
  queryOptions({ queryKey: regKeys.client(), queryFn: ({ signal }) => getRegistrationClient(signal) });

export function useGetRegistrationClient() {
  return useQuery(getRegistrationClientQueryOptions());
}
