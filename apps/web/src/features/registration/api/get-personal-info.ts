import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import {
  getPersonalInfoResponseSchema,
  type PersonalInformation,
} from '@harta/contracts/schemas/registration-personal';
import { http } from '../../../lib/http/http-client';
import { regKeys } from './query-keys';

/** Saved personal information (null until step 5 is saved); prefills step 5. */
export async function getPersonalInfo(signal?: AbortSignal): Promise<PersonalInformation | null> {
  const response = await http.get(ApiPaths.registration.getPersonalInfoByClientId, {
    schema: getPersonalInfoResponseSchema,
    signal,
  });
  return response.result;
}

export const personalInfoQueryOptions = () =>
  queryOptions({ queryKey: regKeys.personal(), queryFn: ({ signal }) => getPersonalInfo(signal) });

export function usePersonalInfo() {
  return useQuery(personalInfoQueryOptions());
}
