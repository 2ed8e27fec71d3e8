import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import type { Withdrawal } from '@harta/contracts/schemas/withdrawals';
import { request } from '../../../lib/http/http-client';
import { withdrawalKeys } from './query-keys';

/** POST /api/withdrawals/{id}/cancel: only while requested (a 409 is shown on the page). */
export async function cancelWithdrawal(id: string): Promise<Withdrawal> {
  const response = await request(ApiPaths.withdrawals.cancel(id), {
    method: 'POST',
    navigateOnError: false,
    schema: () => import('@harta/contracts/schemas/withdrawals').then((m) => m.withdrawalResponseSchema),
  });
  return response.result;
}

export function useCancelWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
  });
}
