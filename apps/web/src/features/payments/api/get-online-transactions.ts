import { useInfiniteQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import type { OnlineTransactionsPage } from '@harta/contracts/schemas/payments';
import { http } from '../../../lib/http/http-client';
import { paymentKeys } from './query-keys';

/** GET /api/clientProfile/onlineTransactions: the caller's gateway payments, newest first. */
export async function getOnlineTransactions(
  options: { cursor?: string | null; limit?: number } = {},
  signal?: AbortSignal,
): Promise<OnlineTransactionsPage> {
  const query = new URLSearchParams({ limit: String(options.limit ?? 20) });
  if (options.cursor) query.set('cursor', options.cursor);
  const response = await http.get(`${ApiPaths.clientProfile.onlineTransactions}?${query.toString()}`, {
    schema: () => import('@harta/contracts/schemas/payments').then((m) => m.onlineTransactionsResponseSchema),
    signal,
  });
  return response.result;
}

export function useOnlineTransactions() {
  return useInfiniteQuery({
    queryKey: paymentKeys.online,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => getOnlineTransactions({ cursor: pageParam }, signal),
    getNextPageParam: (last) => last.nextCursor,
  });
}
