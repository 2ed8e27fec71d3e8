import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { bankListResponseSchema } from '@harta/contracts/schemas/reference-data';
import { http } from '../../../lib/http/http-client';
import { regKeys } from './query-keys';

/** `GET getBankList`: Malaysian banks. */
export async function getBankList(signal?: AbortSignal) {
  const response = await http.get(ApiPaths.dropDown.getBankList, { schema: bankListResponseSchema, signal });
  return response.result;
}

export const getBankListQueryOptions = () =>
  queryOptions({
    queryKey: regKeys.reference('bank-list'),
    queryFn: ({ signal }) => getBankList(signal),
    staleTime: 5 * 60_000,
  });

export function useGetBankList() {
  return useQuery(getBankListQueryOptions());
}
