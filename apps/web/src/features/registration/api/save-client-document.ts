import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import {
  saveClientDocumentResponseSchema,
  type ClientDocument,
  type DocumentType,
  type IdType,
} from '@harta/contracts/schemas/registration-documents';
import { applyErrorNavigation } from '../../../lib/http/error-navigation';
import { httpConfig } from '../../../lib/http/http-config';
import { HttpError, parseErrorBody, UnexpectedResponseError } from '../../../lib/http/http-error';
import { regKeys } from './query-keys';

export interface SaveDocumentInput {
  idType: IdType;
  documentType: DocumentType;
  file: Blob;
  fileName: string;
  /** 0–100 while the bytes go up. */
  onProgress?: (percent: number) => void;
}

/**
 * `POST saveClientDocumentMobile` (multipart: the text fields, then the file part `file`). Sent with
 * XMLHttpRequest rather than the fetch client because fetch cannot report upload progress; token, base URL and
 * the error mapping are the http client's own.
 */
export function saveClientDocument({ idType, documentType, file, fileName, onProgress }: SaveDocumentInput) {
  const config = httpConfig();
  const form = new FormData();
  form.append('idType', idType);
  form.append('documentType', documentType);
  form.append('file', file, fileName);
  return new Promise<ClientDocument>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${config.baseUrl.replace(/\/+$/, '')}${ApiPaths.registration.saveClientDocumentMobile}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = config.getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => {
      applyErrorNavigation(0);
      reject(new HttpError(0, undefined, 'Network error'));
    };
    xhr.onload = async () => {
      let json: unknown;
      try {
        json = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        json = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const body = await parseErrorBody(json);
        applyErrorNavigation(xhr.status);
        reject(new HttpError(xhr.status, body, body?.result ?? `HTTP ${xhr.status}`));
        return;
      }
      const parsed = saveClientDocumentResponseSchema.safeParse(json);
      if (!parsed.success) reject(new UnexpectedResponseError(ApiPaths.registration.saveClientDocumentMobile, ''));
      else resolve(parsed.data.result);
    };
    xhr.send(form);
  });
}

export function useSaveClientDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClientDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: regKeys.documents() }),
  });
}
