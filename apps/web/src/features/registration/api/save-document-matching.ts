import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import {
  documentMatchingResponseSchema,
  type DocumentMatchingResult,
} from '@harta/contracts/schemas/registration-documents';
import { http } from '../../../lib/http/http-client';
import { regKeys } from './query-keys';

/** `POST saveClientDocumentMatchingMobile`: document check, liveness and face match on the uploaded images. */
export async function saveDocumentMatching(): Promise<DocumentMatchingResult> {
  const response = await http.post(
    ApiPaths.registration.saveClientDocumentMatchingMobile,
    {},
    {
      schema: documentMatchingResponseSchema,
    },
  );
  return response.result;
}

export function useSaveDocumentMatching() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDocumentMatching,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: regKeys.liveDetection() }),
  });
}
