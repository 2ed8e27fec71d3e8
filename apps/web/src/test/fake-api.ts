import { vi } from 'vitest';
import { configureHttpClient } from '../lib/http/http-config';

export type FakeHandler = (url: URL, init: RequestInit | undefined) => unknown;

export interface FakeCall {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * A stand-in for the API: `routes` maps "METHOD /path" to a handler returning the JSON body (or a Response); an
 * unknown route answers 404. Every call is recorded with its URL, method, headers and parsed body.
 */
export function fakeApi(routes: Record<string, FakeHandler>, token = 'client-token') {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, headers: (init?.headers ?? {}) as Record<string, string>, body });
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return new Response(JSON.stringify({ result: 'Not found', code: 'NOT_FOUND' }), { status: 404 });
    const answer = await handler(url, init);
    return answer instanceof Response ? answer : new Response(JSON.stringify(answer), { status: 200 });
  });
  configureHttpClient({ fetch: fetchMock, transientRetryDelaysMs: [], getAccessToken: () => token });
  return { fetchMock, calls };
}

/** A JSON answer with a status (for error bodies and 201s). */
export function jsonAnswer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
