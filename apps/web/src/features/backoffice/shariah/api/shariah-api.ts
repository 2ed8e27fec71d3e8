import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '@harta/contracts/idempotency';
import { ApiPaths } from '@harta/contracts/paths';
import { orSentForApproval } from '@harta/contracts/schemas/approvals';
import {
  shariahFundSchema,
  shariahUniverseResponseSchema,
  type ShariahFundChange,
} from '@harta/contracts/schemas/shariah';
import { http, request } from '../../../../lib/http/http-client';

export const shariahKeys = { universe: ['backoffice', 'shariah', 'universe'] as const };

/** `GET /api/backoffice/shariah/universe` (staff): every fund with its Shariah facts. */
export function useShariahUniverse() {
  return useQuery({
    queryKey: shariahKeys.universe,
    queryFn: async ({ signal }) =>
      (await http.get(ApiPaths.backofficeShariah.universe, { schema: shariahUniverseResponseSchema, signal })).result,
  });
}

/**
 * `PUT …/shariah/universe/{ticker}` (Shariah adviser or administrator): ask to change a fund's Shariah facts. The
 * answer is the approval request (a Shariah adviser decides it, docs/shariah.md "Who approves"); the key is made
 * once per form, so a repeat after a lost answer asks once.
 */
export function useAskShariahChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      ticker,
      change,
      idempotencyKey,
    }: {
      ticker: string;
      change: ShariahFundChange;
      idempotencyKey: string;
    }) =>
      (
        await request(ApiPaths.backofficeShariah.fund(ticker), {
          method: 'PUT',
          body: change,
          headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
          navigateOnError: false,
          schema: orSentForApproval(shariahFundSchema),
        })
      ).result,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['backoffice'] }),
  });
}
