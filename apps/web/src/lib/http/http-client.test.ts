import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { registerErrorNavigator } from './error-navigation';
import { configureHttpClient, resetHttpClientConfig } from './http-config';
import { http } from './http-client';
import { HttpError, UnexpectedResponseError } from './http-error';
import { shouldRetry } from './query-client';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('http client', () => {
  const navigate = vi.fn<(to: string) => void>();
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    navigate.mockReset();
    fetchMock.mockReset();
    registerErrorNavigator(navigate);
    configureHttpClient({ baseUrl: 'https://api.test/', fetch: fetchMock, transientRetryDelaysMs: [] });
  });

  afterEach(() => {
    registerErrorNavigator(null);
    resetHttpClientConfig();
  });

  it('adds the bearer token, joins the base URL and parses the JSON answer', async () => {
    configureHttpClient({ getAccessToken: () => 'tok-123' });
    fetchMock.mockResolvedValue(jsonResponse(200, { result: { ok: true } }));
    const data = await http.get('/api/thing', { schema: z.object({ result: z.object({ ok: z.boolean() }) }) });
    expect(data).toEqual({ result: { ok: true } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.test/api/thing');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok-123');
  });

  it('sends no Authorization header when nobody is logged in', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await http.get('/api/thing');
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it.each([
    [403, '/forbidden'],
    [404, '/not-found'],
    [500, '/server-error'],
    [418, '/unknow-error'],
    [503, '/unknow-error'],
  ])('HTTP %i rejects with HttpError and navigates to %s', async (status, to) => {
    fetchMock.mockResolvedValue(jsonResponse(status, { result: 'Nope', code: 'X' }));
    const error = await http.get('/api/thing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(status);
    expect((error as HttpError).body).toEqual({ result: 'Nope', code: 'X' });
    expect((error as HttpError).message).toBe('Nope');
    expect(navigate).toHaveBeenCalledExactlyOnceWith(to);
  });

  it.each([400, 401, 409])('HTTP %i is passed through to the caller without navigation', async (status) => {
    fetchMock.mockResolvedValue(
      jsonResponse(status, { result: 'Bad', code: 'VALIDATION_ERROR', issues: [{ path: 'a', message: 'm' }] }),
    );
    const error = (await http.post('/api/thing', { a: 1 }).catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(status);
    expect(error.body?.issues).toEqual([{ path: 'a', message: 'm' }]);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a network failure becomes status 0 and goes to api-error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await http.get('/api/thing').catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(0);
    expect(error.body).toBeUndefined();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/api-error');
  });

  it('an error answer that is not ours still yields an HttpError without body', async () => {
    fetchMock.mockResolvedValue(new Response('<html>oops</html>', { status: 500 }));
    const error = (await http.get('/api/thing').catch((e: unknown) => e)) as HttpError;
    expect(error.body).toBeUndefined();
    expect(error.message).toBe('HTTP 500');
  });

  it('background calls can opt out of navigation', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { result: 'x', code: 'INTERNAL_ERROR' }));
    await expect(http.get('/api/ping', { navigateOnError: false })).rejects.toBeInstanceOf(HttpError);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('re-sends a GET after a transient failure before giving up', async () => {
    configureHttpClient({ transientRetryDelaysMs: [1, 1] });
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(503, {}))
      .mockResolvedValueOnce(jsonResponse(200, { result: 1 }));
    await expect(http.get('/api/thing')).resolves.toEqual({ result: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('never re-sends a POST', async () => {
    configureHttpClient({ transientRetryDelaysMs: [1, 1] });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(http.post('/api/thing', {})).rejects.toMatchObject({ status: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a success body that breaks its contract is an UnexpectedResponseError', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { result: 'not an object' }));
    await expect(http.get('/api/thing', { schema: z.object({ result: z.object({}) }) })).rejects.toBeInstanceOf(
      UnexpectedResponseError,
    );
  });
});

describe('query retry policy', () => {
  it('never retries HTTP errors (4xx are final; the client already retried transient ones)', () => {
    expect(shouldRetry(0, new HttpError(400, undefined, 'x'))).toBe(false);
    expect(shouldRetry(0, new HttpError(409, undefined, 'x'))).toBe(false);
    expect(shouldRetry(0, new HttpError(500, undefined, 'x'))).toBe(false);
  });

  it('retries other failures twice', () => {
    expect(shouldRetry(0, new Error('boom'))).toBe(true);
    expect(shouldRetry(1, new Error('boom'))).toBe(true);
    expect(shouldRetry(2, new Error('boom'))).toBe(false);
  });
});
