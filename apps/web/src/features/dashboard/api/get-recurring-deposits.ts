import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import {
  recurringDepositListResponseSchema,
  type RecurringDepositView,
} from '@harta/contracts/schemas/recurring-deposits';
import { http } from '../../../lib/http/http-client';

/** `GET /api/recurring-deposits`: the live recurring deposits (docs/goals.md), for the next collection on the cards. */
export async function getRecurringDeposits(signal?: AbortSignal): Promise<RecurringDepositView[]> {
  const response = await http.get(ApiPaths.recurringDeposits.list, {
    schema: recurringDepositListResponseSchema,
    signal,
    // The cards show their figures without it: a failure only leaves the recurring line out.
    navigateOnError: false,
  });
  return response.result.items;
}

export function useRecurringDeposits() {
  // The same key as the recurring-deposit pages' list: a change there refreshes the cards.
  return useQuery(
    queryOptions({ queryKey: ['recurring-deposits', 'list'], queryFn: ({ signal }) => getRecurringDeposits(signal) }),
  );
}
