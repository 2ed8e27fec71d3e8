import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { getFinancialInfoResponseSchema } from '@harta/contracts/schemas/registration-financial';
import { http } from '../../../lib/http/http-client';
import { regKeys } from './query-keys';

/** `GET getfinancialInfoByClientId`: null until step 7 is saved; prefills it. */
export async function getFinancialInfo(signal?: AbortSignal) {
  const response = await http.get(ApiPaths.registration.getfinancialInfoByClientId, {
    schema: getFinancialInfoResponseSchema,
    signal,
  });
  return response.result;
}

export const getFinancialInfoQueryOptions = () =>
  queryOptions({ queryKey: regKeys.financial(), queryFn: ({ signal }) => getFinancialInfo(signal) });

export function useGetFinancialInfo() {
  return useQuery(getFinancialInfoQueryOptions());
}
