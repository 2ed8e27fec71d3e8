import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { transactionListingResponseSchema, type TransactionPage } from '@harta/contracts/schemas/transaction-listing';
import { http } from '../../../lib/http/http-client';
import { filtersToSearch, type TransactionFilters } from '../logic/filters';

export const TRANSACTIONS_PAGE_SIZE = 20;

/** `GET /api/clientProfile/transactionListing`: one page, newest first; `cursor` continues after the last one. */
export async function getTransactions(
  filters: TransactionFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TransactionPage> {
  const params = filtersToSearch(filters);
  params.set('limit', String(TRANSACTIONS_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  const response = await http.get(`${ApiPaths.clientProfile.transactionListing}?${params.toString()}`, {
    schema: transactionListingResponseSchema,
    signal,
  });
  return response.result;
}

export const transactionsQueryKey = ['transactions'] as const;

export const transactionsQueryOptions = (filters: TransactionFilters) =>
  infiniteQueryOptions({
    queryKey: [...transactionsQueryKey, filters],
    queryFn: ({ pageParam, signal }) => getTransactions(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Pages are appended by "Show more" (keyset: each costs the same however far down it is). */
export function useTransactions(filters: TransactionFilters, enabled = true) {
  return useInfiniteQuery({ ...transactionsQueryOptions(filters), enabled });
}
