import { useEffect, type RefObject } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpConfig } from '../../../lib/http/http-config';
import { HttpError } from '../../../lib/http/http-error';

/**
 * The stored file of an ID page or selfie (`downloadUrl` of the contracts' client document, relative to apiBase).
 * Files are never public: they are fetched with the bearer token and shown through an object URL. Not a JSON
 * call, so it bypasses the JSON client; a failure stays on the image (no error page for one picture).
 */
export async function getDocumentFile(downloadUrl: string, signal?: AbortSignal): Promise<Blob> {
  const config = httpConfig();
  const token = config.getAccessToken();
  const url = /^https?:\/\//.test(downloadUrl) ? downloadUrl : `${config.baseUrl.replace(/\/+$/, '')}${downloadUrl}`;
  let response: Response;
  try {
    response = await config.fetch(url, { signal, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new HttpError(0, undefined, cause instanceof Error ? cause.message : 'Network error');
  }
  if (!response.ok) throw new HttpError(response.status, undefined, `HTTP ${response.status}`);
  return response.blob();
}

export const documentFileQueryOptions = (downloadUrl: string) =>
  queryOptions({
    queryKey: ['backoffice', 'document-file', downloadUrl],
    queryFn: ({ signal }) => getDocumentFile(downloadUrl, signal),
    // Staff fetches are audited: do not re-download on every focus.
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });

/**
 * The file's bytes for the application page's tile, which turns them into an object URL (see `useObjectUrlOn`).
 * Asked for as a preview: the application view's own audit entry covers it (one entry per view, not one per
 * thumbnail; issue 15 item 3).
 */
export function useDocumentFile(downloadUrl: string) {
  return useQuery(documentFileQueryOptions(previewUrl(downloadUrl)));
}

function previewUrl(downloadUrl: string): string {
  return `${downloadUrl}${downloadUrl.includes('?') ? '&' : '?'}view=preview`;
}

/**
 * Points `src`/`href` of the referenced elements at an object URL of `blob`, revoked when the blob changes or
 * the component unmounts. The URL lives only in the DOM (an external system), never in React state.
 */
export function useObjectUrlOn(
  blob: Blob | undefined,
  ...targets: RefObject<HTMLImageElement | HTMLAnchorElement | null>[]
) {
  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    for (const target of targets) {
      target.current?.setAttribute(target.current instanceof HTMLImageElement ? 'src' : 'href', url);
    }
    return () => URL.revokeObjectURL(url);
    // The refs are stable objects; only a new blob needs a new URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blob]);
}
