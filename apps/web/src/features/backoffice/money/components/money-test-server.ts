import { vi } from 'vitest';
import { configureHttpClient } from '../../../../lib/http/http-config';

export interface Call {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (url: URL, call: Call) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake back end: `routes` answers by "METHOD /path"; every request is recorded with its headers and body. */
export function fakeServer(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const raw = init?.body;
    let body: unknown = raw;
    if (typeof raw === 'string') {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    const call: Call = {
      method,
      path: url.pathname,
      search: url.search,
      headers: Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>)),
      body,
    };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    return handler ? handler(url, call) : json({ result: 'Not found', code: 'NOT_FOUND' }, 404);
  });
  configureHttpClient({ fetch: fetchMock, transientRetryDelaysMs: [], getAccessToken: () => 'staff-token' });
  return { calls };
}

/** A pending approval request as the server answers a four-eyes action (202), made by the caller. */
export function pendingApproval(patch: { kind: string; subjectType: string; subjectId: string; summary: string }) {
  return {
    id: '12345678-1234-4234-8234-123456789012',
    change: {},
    maker: { id: 's-1', name: 'Siti Rahim' },
    madeAt: '2026-11-29T01:00:00Z',
    status: 'PENDING',
    checker: null,
    decidedAt: null,
    reason: null,
    expiresAt: '2026-11-30T01:00:00Z',
    result: null,
    mine: true,
    canDecide: false,
    ...patch,
  };
}
