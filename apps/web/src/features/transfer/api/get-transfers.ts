import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { transferListResponseSchema, type Transfer } from '@harta/contracts/schemas/transfers';
import { http } from '../../../lib/http/http-client';

/** `GET /api/transfers`: the caller's latest transfers, newest first. */
export async function getTransfers(signal?: AbortSignal): Promise<Transfer[]> {
  return (await http.get(ApiPaths.transfers.list, { schema: transferListResponseSchema, signal })).result;
}

export const transfersQueryKey = ['transfers'] as const;

export function useTransfers() {
  return useQuery(queryOptions({ queryKey: transfersQueryKey, queryFn: ({ signal }) => getTransfers(signal) }));
}
