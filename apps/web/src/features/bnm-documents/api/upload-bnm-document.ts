import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { BNM_CLIENT_ID_HEADER, bnmDocumentResponseSchema } from '@harta/contracts/schemas/bnm-documents';
import { request } from '../../../lib/http/http-client';
import { bnmDocumentsQueryKey } from './get-bnm-documents';

export interface UploadBnmDocumentInput {
  /** The caller's client id: `bnmUpload` carries it in a header, which the server checks against the token. */
  clientId: number;
  file: File;
  description?: string;
}

/** `POST bnmUpload` (multipart: description?, then the file part `file`). Refusals (400, 413) go to the caller. */
export async function uploadBnmDocument({ clientId, file, description }: UploadBnmDocumentInput) {
  const form = new FormData();
  if (description) form.append('description', description);
  form.append('file', file, file.name);
  const response = await request(ApiPaths.bnm.upload, {
    method: 'POST',
    body: form,
    headers: { [BNM_CLIENT_ID_HEADER]: String(clientId) },
    schema: bnmDocumentResponseSchema,
    navigateOnError: false,
  });
  return response.result;
}

export function useUploadBnmDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadBnmDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bnmDocumentsQueryKey }),
  });
}
