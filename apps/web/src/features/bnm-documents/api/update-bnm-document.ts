import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { bnmDocumentResponseSchema } from '@harta/contracts/schemas/bnm-documents';
import { request } from '../../../lib/http/http-client';
import { bnmDocumentsQueryKey } from './get-bnm-documents';

/** `POST bnmUpdate` (multipart: id, then `file`): a new file for a document awaiting review or a rejected one. */
export async function updateBnmDocument({ id, file }: { id: string; file: File }) {
  const form = new FormData();
  form.append('id', String(id));
  form.append('file', file, file.name);
  const response = await request(ApiPaths.bnm.update, {
    method: 'POST',
    body: form,
    schema: bnmDocumentResponseSchema,
    navigateOnError: false,
  });
  return response.result;
}

export function useUpdateBnmDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBnmDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bnmDocumentsQueryKey }),
  });
}
