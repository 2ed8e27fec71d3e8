import { httpConfig } from './http-config';
import { HttpError } from './http-error';

/**
 * Downloads a file the API serves (a CSV export, a statement PDF) with the caller's bearer token and the page's
 * language (Accept-Language, as every API call: a CSV's labels and descriptions are written in it) and hands it to
 * the browser under the name the server gives (`fallbackName` without one). Not JSON, so it bypasses the JSON
 * client; failures reject with the same HttpError.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const config = httpConfig();
  const token = config.getAccessToken();
  const language = config.getLanguage();
  const url = `${config.baseUrl.replace(/\/+$/, '')}${path}`;
  let response: Response;
  try {
    response = await config.fetch(url, {
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(language ? { 'Accept-Language': language } : {}),
      },
    });
  } catch (cause) {
    throw new HttpError(0, undefined, cause instanceof Error ? cause.message : 'Network error');
  }
  if (!response.ok) throw new HttpError(response.status, undefined, `HTTP ${response.status}`);
  await saveResponseAsFile(response, fallbackName);
}

/** Hands a file answer to the browser as a download, under the server's file name (`fallbackName` without one). */
export async function saveResponseAsFile(response: Response, fallbackName: string): Promise<void> {
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const objectUrl = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick: the click has handed the file to the browser by then.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
  }
}
