import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { bnmDocumentsResponseSchema, type BnmDocument } from '@harta/contracts/schemas/bnm-documents';
import { http } from '../../../lib/http/http-client';

export const bnmDocumentsQueryKey = ['bnm-documents'] as const;

/** `GET bnmGet`: the caller's central-bank approval documents, newest first. */
export async function getBnmDocuments(signal?: AbortSignal): Promise<BnmDocument[]> {
  const response = await http.get(ApiPaths.bnm.get, { schema: bnmDocumentsResponseSchema, signal });
  return response.result;
}

export const bnmDocumentsQueryOptions = () =>
  queryOptions({ queryKey: bnmDocumentsQueryKey, queryFn: ({ signal }) => getBnmDocuments(signal) });

export function useBnmDocuments() {
  return useQuery(bnmDocumentsQueryOptions());
}
