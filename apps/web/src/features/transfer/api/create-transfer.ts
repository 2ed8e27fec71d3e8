import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '@harta/contracts/idempotency';
import { ApiPaths } from '@harta/contracts/paths';
import { transferResponseSchema, type CreateTransferRequest, type Transfer } from '@harta/contracts/schemas/transfers';
import { http } from '../../../lib/http/http-client';
import { portfoliosQueryKey } from '../../../lib/portfolios/api/get-portfolios';
import { transfersQueryKey } from './get-transfers';

/**
 * `POST /api/transfers` with the confirmed action's Idempotency-Key: the page makes one key per confirmation and
 * sends the same one again on a retry, so a transfer whose answer was lost is never requested twice.
 */
export async function createTransfer(body: CreateTransferRequest, idempotencyKey: string): Promise<Transfer> {
  return (
    await http.post(ApiPaths.transfers.create, body, {
      schema: transferResponseSchema,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      // A 422 (more than is available, a reused key) is the page's to explain, not an error page's: the page
      // applies the spec's status mapping itself for everything else.
      navigateOnError: false,
    })
  ).result;
}

export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateTransferRequest; idempotencyKey: string }) =>
      createTransfer(body, idempotencyKey),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: transfersQueryKey });
      await queryClient.invalidateQueries({ queryKey: portfoliosQueryKey });
    },
  });
}
