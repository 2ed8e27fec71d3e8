import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import type { Withdrawal } from '@harta/contracts/schemas/withdrawals';
import { http } from '../../../lib/http/http-client';
import { withdrawalKeys } from './query-keys';

/** GET /api/withdrawals: the client's withdrawals, newest first. */
export async function listWithdrawals(signal?: AbortSignal): Promise<Withdrawal[]> {
  const response = await http.get(ApiPaths.withdrawals.list, {
    schema: () => import('@harta/contracts/schemas/withdrawals').then((m) => m.withdrawalListResponseSchema),
    signal,
  });
  return response.result;
}

export const withdrawalListQuery = () =>
  queryOptions({ queryKey: withdrawalKeys.list(), queryFn: ({ signal }) => listWithdrawals(signal) });

export function useWithdrawals() {
  return useQuery(withdrawalListQuery());
}
