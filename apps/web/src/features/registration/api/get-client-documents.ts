import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { clientDocumentsResponseSchema, type ClientDocuments } from '@harta/contracts/schemas/registration-documents';
import { http } from '../../../lib/http/http-client';
import { regKeys } from './query-keys';

/** The latest ID front / back / selfie uploads of the caller (prefills step 4). */
export async function getClientDocuments(signal?: AbortSignal): Promise<ClientDocuments> {
  const response = await http.get(ApiPaths.registration.getClientDocumentByClientId, {
    schema: clientDocumentsResponseSchema,
    signal,
  });
  return response.result;
}

export const clientDocumentsQueryOptions = () =>
  queryOptions({ queryKey: regKeys.documents(), queryFn: ({ signal }) => getClientDocuments(signal) });

export function useClientDocuments() {
  return useQuery(clientDocumentsQueryOptions());
}
