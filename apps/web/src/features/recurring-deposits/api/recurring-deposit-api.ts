import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { bankListResponseSchema } from '@harta/contracts/schemas/payments';
import {
  collectionsResponseSchema,
  createRecurringDepositResponseSchema,
  recurringDepositListResponseSchema,
  recurringDepositResponseSchema,
  type CreateRecurringDepositRequest,
  type UpdateRecurringDepositRequest,
} from '@harta/contracts/schemas/recurring-deposits';
import { http } from '../../../lib/http/http-client';
import { getDepositBounds } from '../../../lib/payments/deposit-bounds';

/** Every query of this feature starts with this key: one invalidation after a change refreshes them all. */
export const recurringKeys = {
  all: ['recurring-deposits'] as const,
  list: ['recurring-deposits', 'list'] as const,
  schedule: (portfolio: string) => ['recurring-deposits', 'schedule', portfolio] as const,
  collections: (portfolio: string, page: number) => ['recurring-deposits', 'collections', portfolio, page] as const,
  banks: ['recurring-deposits', 'banks'] as const,
  bounds: ['recurring-deposits', 'bounds'] as const,
};

/** Each collection's bounds: the deposit's MIN/MAX system parameters. */
export function useAmountBounds(enabled = true) {
  return useQuery({ queryKey: recurringKeys.bounds, queryFn: ({ signal }) => getDepositBounds(signal), enabled });
}

/** `GET /api/recurring-deposits`: the caller's live schedules (pending, active, paused). */
export function useRecurringDeposits(enabled = true) {
  return useQuery({
    enabled,
    queryKey: recurringKeys.list,
    queryFn: async ({ signal }) =>
      (await http.get(ApiPaths.recurringDeposits.list, { schema: recurringDepositListResponseSchema, signal })).result
        .items,
  });
}

/**
 * `GET /api/portfolios/{guid}/recurring-deposit`: the goal's schedule (the latest, also one that has ended) or
 * null. `pollWhilePending`: ask again every two seconds while the bank has not answered the mandate.
 */
export function useRecurringDeposit(portfolio: string, { pollWhilePending = false } = {}) {
  return useQuery({
    queryKey: recurringKeys.schedule(portfolio),
    queryFn: async ({ signal }) =>
      (
        await http.get(ApiPaths.recurringDeposits.schedule(portfolio), {
          schema: recurringDepositResponseSchema,
          signal,
          // Shown in the page's own card, with a retry.
          navigateOnError: false,
        })
      ).result.schedule,
    enabled: portfolio !== '',
    refetchInterval: (query) =>
      pollWhilePending && query.state.data?.status === 'pending_authorisation' ? 2000 : false,
  });
}

/** `GET …/recurring-deposit/collections?page=`: the debits of the goal's schedule, newest date first. */
export function useCollections(portfolio: string, page: number) {
  return useQuery({
    queryKey: recurringKeys.collections(portfolio, page),
    queryFn: async ({ signal }) =>
      (
        await http.get(`${ApiPaths.recurringDeposits.collections(portfolio)}?page=${page}`, {
          schema: collectionsResponseSchema,
          signal,
          navigateOnError: false,
        })
      ).result,
    enabled: portfolio !== '',
    placeholderData: keepPreviousData,
  });
}

/** The banks a mandate can be authorised at (the same list as deposits, with their online state). */
export function useMandateBanks(enabled = true) {
  return useQuery({
    enabled,
    queryKey: recurringKeys.banks,
    queryFn: async ({ signal }) =>
      (await http.get(ApiPaths.dropDown.getBankList, { schema: bankListResponseSchema, signal })).result,
  });
}

/** `POST …/recurring-deposit`: the schedule, pending, and the signed mandate authorisation form for the bank. */
export function useCreateRecurringDeposit(portfolio: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateRecurringDepositRequest) =>
      (
        await http.post(ApiPaths.recurringDeposits.schedule(portfolio), body, {
          schema: createRecurringDepositResponseSchema,
          // Refusals are shown under their field or in the form.
          navigateOnError: false,
        })
      ).result,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recurringKeys.all }),
  });
}

/** `PATCH …/recurring-deposit`: pause, resume, cancel or a new amount. */
export function useUpdateRecurringDeposit(portfolio: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateRecurringDepositRequest) =>
      (
        await http.patch(ApiPaths.recurringDeposits.schedule(portfolio), body, {
          schema: recurringDepositResponseSchema,
          navigateOnError: false,
        })
      ).result.schedule,
    onSuccess: (schedule) => {
      queryClient.setQueryData(recurringKeys.schedule(portfolio), schedule);
      return queryClient.invalidateQueries({ queryKey: recurringKeys.all });
    },
  });
}
