import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '@harta/contracts/idempotency';
import { ApiPaths } from '@harta/contracts/paths';
import type { CreateWithdrawalRequest, Withdrawal } from '@harta/contracts/schemas/withdrawals';
import { request } from '../../../lib/http/http-client';
import { withdrawalKeys } from './query-keys';

/**
 * POST /api/withdrawals with the SMS code. `idempotencyKey` is made once per confirmed request and sent again on a
 * retry, so a retry after a lost answer gets the first answer and never asks twice.
 */
export async function createWithdrawal(body: CreateWithdrawalRequest, idempotencyKey: string): Promise<Withdrawal> {
  const response = await request(ApiPaths.withdrawals.create, {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    navigateOnError: false,
    schema: () => import('@harta/contracts/schemas/withdrawals').then((m) => m.withdrawalResponseSchema),
  });
  return response.result;
}

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateWithdrawalRequest; idempotencyKey: string }) =>
      createWithdrawal(body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
  });
}
