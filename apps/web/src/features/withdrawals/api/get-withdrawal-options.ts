import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import type { WithdrawalOptions } from '@harta/contracts/schemas/withdrawals';
import { http } from '../../../lib/http/http-client';
import { withdrawalKeys } from './query-keys';

/** GET /api/withdrawals/options: payout account, each portfolio's available amount, the next trade date. */
export async function getWithdrawalOptions(signal?: AbortSignal): Promise<WithdrawalOptions> {
  const response = await http.get(ApiPaths.withdrawals.options, {
    schema: () => import('@harta/contracts/schemas/withdrawals').then((m) => m.withdrawalOptionsResponseSchema),
    signal,
  });
  return response.result;
}

export const withdrawalOptionsQuery = () =>
  queryOptions({ queryKey: withdrawalKeys.options(), queryFn: ({ signal }) => getWithdrawalOptions(signal) });

export function useWithdrawalOptions() {
  return useQuery(withdrawalOptionsQuery());
}
