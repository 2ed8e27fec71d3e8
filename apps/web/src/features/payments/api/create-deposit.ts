import { useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '@harta/contracts/idempotency';
import { ApiPaths } from '@harta/contracts/paths';
import type { AuthorisationForm, DepositRequest } from '@harta/contracts/schemas/payments';
import { http } from '../../../lib/http/http-client';

/**
 * POST /api/deposits: records the order and answers the signed AR form. `idempotencyKey` is made once per
 * confirmed deposit and reused when the same confirmation is retried, so a retry never makes a second order.
 */
export async function createDeposit(request: DepositRequest, idempotencyKey: string): Promise<AuthorisationForm> {
  const response = await http.post(ApiPaths.payments.deposits, request, {
    schema: () => import('@harta/contracts/schemas/payments').then((m) => m.depositResponseSchema),
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    // The page explains a refusal (limit notice, offline bank, validation) in place.
    navigateOnError: false,
  });
  return response.result;
}

export function useCreateDeposit() {
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: DepositRequest; idempotencyKey: string }) =>
      createDeposit(request, idempotencyKey),
  });
}
