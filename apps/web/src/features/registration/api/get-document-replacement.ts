import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import {
  documentReplacementResponseSchema,
  type DocumentReplacement,
} from '@harta/contracts/schemas/profile-documents';
import { http } from '../../../lib/http/http-client';
import { regKeys } from './query-keys';

/** `GET getClientDocumentReplacement`: the latest identity-document replacement and its review, or null. */
export async function getDocumentReplacement(signal?: AbortSignal): Promise<DocumentReplacement | null> {
  const response = await http.get(ApiPaths.clientProfile.getClientDocumentReplacement, {
    schema: documentReplacementResponseSchema,
    signal,
  });
  return response.result;
}

export function useDocumentReplacement() {
  return useQuery(
    queryOptions({ queryKey: regKeys.documentReplacement(), queryFn: ({ signal }) => getDocumentReplacement(signal) }),
  );
}
