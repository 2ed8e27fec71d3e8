import { describe, expect, it } from 'vitest';
import { mapHttpStatus, PASS_THROUGH_STATUSES } from './http-error-mapping';
import { ErrorRoutes, href, Routes } from './routes';

describe('mapHttpStatus', () => {
  it.each([
    [403, 'forbidden'],
    [404, 'notFound'],
    [500, 'serverError'],
    [0, 'apiError'],
  ] as const)('%d navigates to %s', (status, route) => {
    expect(mapHttpStatus(status)).toEqual({ kind: 'navigate', route });
  });

  it.each([400, 401, 409])('%d is passed through to the caller', (status) => {
    expect(mapHttpStatus(status)).toEqual({ kind: 'passThrough' });
  });

  it.each([418, 502, 503, 504, 405, 422, 429, 501, 302, 200, 204, -1, 1, 403.5, NaN])(
    '%d (any other status) navigates to unknowError',
    (status) => {
      expect(mapHttpStatus(status)).toEqual({ kind: 'navigate', route: 'unknowError' });
    },
  );

  it('pass-through list is exactly 400, 401, 409', () => {
    expect([...PASS_THROUGH_STATUSES].sort()).toEqual([400, 401, 409]);
  });

  it('navigation targets are error routes with the spec paths', () => {
    const paths: Record<string, string> = {};
    for (const status of [0, 403, 404, 500, 418]) {
      const m = mapHttpStatus(status);
      if (m.kind !== 'navigate') throw new Error(`expected navigation for ${status}`);
      expect(ErrorRoutes).toContain(m.route);
      paths[status] = href.to(m.route);
    }
    expect(paths).toEqual({
      0: '/api-error',
      403: '/forbidden',
      404: '/not-found',
      500: '/server-error',
      418: '/unknow-error',
    });
    expect(Routes.unknowError).toBe('unknow-error');
  });
});
