import { takeEarlyCall } from './early-calls';
import { applyErrorNavigation } from './error-navigation';
import { httpConfig } from './http-config';
import { HttpError, parseErrorBody, UnexpectedResponseError } from './http-error';
import { resolveSchema, type SchemaSource } from './schema-source';

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON unless it is FormData. */
  body?: unknown;
  /** Validates the success body; a mismatch is a bug on one side and surfaces as an error, not as bad data. */
  schema?: SchemaSource<T>;
  /** Another base than `apiBase` (the second API base for portfolio switching). */
  baseUrl?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * false for background calls (keep-alive) that must never take the user off the page they are on.
   * Everything else follows the spec's status → page mapping.
   */
  navigateOnError?: boolean;
}

const TRANSIENT = new Set([0, 502, 503, 504]);

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function sendOnce(url: string, init: RequestInit, sent?: Promise<Response>): Promise<Response | HttpError> {
  try {
    return await (sent ?? httpConfig().fetch(url, init));
  } catch (cause) {
    if (init.signal?.aborted) throw cause; // the caller cancelled: not a failure to report
    return new HttpError(0, undefined, cause instanceof Error ? cause.message : 'Network error');
  }
}

/**
 * The one fetch wrapper of the app: adds the bearer token, sends and parses JSON, turns every failure into an
 * {@link HttpError} and applies the spec's error mapping. Idempotent GETs are re-sent after transient failures
 * (network, 502-504) before the user is sent to an error page; nothing else is retried here.
 */
export async function request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, headers = {}, signal, navigateOnError = true } = options;
  const config = httpConfig();
  const token = config.getAccessToken();
  const language = config.getLanguage();
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const init: RequestInit = {
    method,
    signal,
    headers: {
      Accept: 'application/json',
      ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(language ? { 'Accept-Language': language } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
  };
  const url = joinUrl(options.baseUrl ?? config.baseUrl, path);
  const delays = method === 'GET' ? config.transientRetryDelaysMs : [];
  // A schema given as a loader (a lazy chunk) loads while the request is in flight, not after its answer.
  const schemaReady = schema ? resolveSchema(schema) : undefined;
  schemaReady?.catch(() => undefined);

  // The same GET sent by the page's early script before the app had loaded (early-calls.ts): its answer, once.
  const plainGet = method === 'GET' && body === undefined && Object.keys(headers).length === 0;
  const early = plainGet ? takeEarlyCall(url, token, language) : undefined;
  let outcome = await sendOnce(url, init, early);
  for (const delay of delays) {
    if (!TRANSIENT.has(outcome.status) || signal?.aborted) break;
    await sleep(delay, signal);
    outcome = await sendOnce(url, init);
  }

  const error = outcome instanceof HttpError ? outcome : outcome.ok ? null : await toHttpError(outcome);
  if (error) {
    if (navigateOnError) applyErrorNavigation(error.status);
    throw error;
  }
  const json = await readJson(outcome as Response);
  if (!schemaReady) return json as T;
  const parsed = (await schemaReady).safeParse(json);
  if (!parsed.success) {
    // A contract mismatch is a bug on one side: fail loudly rather than render half-valid data.
    throw new UnexpectedResponseError(path, parsed.error.message);
  }
  return parsed.data;
}

async function toHttpError(response: Response): Promise<HttpError> {
  const body = await parseErrorBody(await readJson(response));
  const retryAfter = Number(response.headers.get('retry-after') ?? NaN);
  return new HttpError(
    response.status,
    body,
    body?.result ?? `HTTP ${response.status}`,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}

export const http = {
  get: <T>(path: string, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
    request<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  put: <T>(path: string, body?: unknown, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
    request<T>(path, { ...options, method: 'PUT', body }),
};
