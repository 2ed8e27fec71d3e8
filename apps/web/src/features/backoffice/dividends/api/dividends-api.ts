import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '@harta/contracts/idempotency';
import { ApiPaths } from '@harta/contracts/paths';
import { orSentForApproval } from '@harta/contracts/schemas/approvals';
import {
  dividendDeclarationSchema,
  dividendListResponseSchema,
  purificationBatchListResponseSchema,
  purificationBatchSchema,
  purificationOwedResponseSchema,
  type DeclareDividendRequest,
} from '@harta/contracts/schemas/dividends';
import type { z } from 'zod';
import { http, request } from '../../../../lib/http/http-client';

export const dividendKeys = {
  all: ['backoffice', 'dividends'] as const,
  list: ['backoffice', 'dividends', 'list'] as const,
  owed: ['backoffice', 'dividends', 'purification'] as const,
  batches: ['backoffice', 'dividends', 'batches'] as const,
};

/** `GET /api/backoffice/dividends` (operations): declarations, newest ex-date first, with what each paid. */
export function useDividends() {
  return useQuery({
    queryKey: dividendKeys.list,
    queryFn: async ({ signal }) =>
      (await http.get(ApiPaths.backofficeDividends.list, { schema: dividendListResponseSchema, signal })).result,
  });
}

/** `GET …/dividends/purification` (operations): what is set aside for charity and not yet paid. */
export function usePurificationOwed() {
  return useQuery({
    queryKey: dividendKeys.owed,
    queryFn: async ({ signal }) =>
      (await http.get(ApiPaths.backofficeDividends.purification, { schema: purificationOwedResponseSchema, signal }))
        .result,
  });
}

/** `GET …/purification/batches` (operations): the batches paid to charity, newest first. */
export function usePurificationBatches() {
  return useQuery({
    queryKey: dividendKeys.batches,
    queryFn: async ({ signal }) =>
      (
        await http.get(ApiPaths.backofficeDividends.purificationBatches, {
          schema: purificationBatchListResponseSchema,
          signal,
        })
      ).result,
  });
}

/**
 * A four-eyes POST (docs/backoffice.md "Four eyes") with the form's Idempotency-Key: the answer is the approval
 * request, or the action's result when the firm turned four eyes off for it.
 */
function useFourEyesPost<Body>(path: string, result: z.ZodType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: { body: Body; idempotencyKey: string }) =>
      (
        await request(path, {
          method: 'POST',
          body,
          headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
          navigateOnError: false,
          schema: orSentForApproval(result),
        })
      ).result,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['backoffice'] }),
  });
}

/** `POST /api/backoffice/dividends` (operations, four eyes): declare a fund's distribution. */
export const useDeclareDividend = () =>
  useFourEyesPost<DeclareDividendRequest>(ApiPaths.backofficeDividends.declare, dividendDeclarationSchema.nullable());

/** `POST …/purification/batches` (operations, four eyes): pay all purification owed to a charity. */
export const usePayPurification = () =>
  useFourEyesPost<{ charity: string; reference?: string }>(
    ApiPaths.backofficeDividends.purificationBatches,
    purificationBatchSchema,
  );
