import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { bnmDocumentResponseSchema } from '@harta/contracts/schemas/bnm-documents';
import { http } from '../../../lib/http/http-client';
import { bnmDocumentsQueryKey } from './get-bnm-documents';

/** `POST bnmCancel`: withdraw a document still awaiting review (409 once reviewed, shown by the caller). */
export async function cancelBnmDocument(id: string) {
  const response = await http.post(
    ApiPaths.bnm.cancel,
    { id },
    { schema: bnmDocumentResponseSchema, navigateOnError: false },
  );
  return response.result;
}

export function useCancelBnmDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBnmDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bnmDocumentsQueryKey }),
  });
}
