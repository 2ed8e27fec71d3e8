import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { getContactInfoResponseSchema } from '@harta/contracts/schemas/registration-contact';
import { http } from '../../../lib/http/http-client';
import { regKeys } from './query-keys';

/** `GET getcontactInfoByClientId`: address and mobile verification state; prefills step 6. */
export async function getContactInfo(signal?: AbortSignal) {
  const response = await http.get(ApiPaths.registration.getcontactInfoByClientId, {
    schema: getContactInfoResponseSchema,
    signal,
  });
  return response.result;
}

export const getContactInfoQueryOptions = () =>
  queryOptions({ queryKey: regKeys.contact(), queryFn: ({ signal }) => getContactInfo(signal) });

export function useGetContactInfo() {
  return useQuery(getContactInfoQueryOptions());
}
