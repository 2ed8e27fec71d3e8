/**
 * The HTTP error mapping of spec section 8, as a pure function for the web's http client.
 *
 * Precondition: call it only for a failed request (a non-2xx response, or a network failure reported as
 * status 0). It does not special-case success codes: any status not listed below, including a 2xx or 3xx
 * passed by mistake, a negative or a non-integer value, maps to 'unknowError'.
 *
 * | status          | result                                   |
 * |-----------------|------------------------------------------|
 * | 403             | navigate to `forbidden`                  |
 * | 404             | navigate to `notFound`                   |
 * | 500             | navigate to `serverError`                |
 * | 0               | navigate to `apiError` (no response)     |
 * | 400, 401, 409   | pass through to the caller, no navigation |
 * | anything else   | navigate to `unknowError` (e.g. 418, 502, 503) |
 */
import type { RouteKey } from './routes';

export type HttpErrorRoute = Extract<RouteKey, 'forbidden' | 'notFound' | 'serverError' | 'apiError' | 'unknowError'>;

export type HttpStatusMapping = { kind: 'navigate'; route: HttpErrorRoute } | { kind: 'passThrough' };

/** Statuses the caller handles itself (form errors, conflicts, session expiry). */
export const PASS_THROUGH_STATUSES: readonly number[] = [400, 401, 409];

const NAVIGATE: Readonly<Record<number, HttpErrorRoute>> = {
  0: 'apiError',
  403: 'forbidden',
  404: 'notFound',
  500: 'serverError',
};

export function mapHttpStatus(status: number): HttpStatusMapping {
  if (PASS_THROUGH_STATUSES.includes(status)) return { kind: 'passThrough' };
  const route = Object.prototype.hasOwnProperty.call(NAVIGATE, status) ? NAVIGATE[status] : undefined;
  return { kind: 'navigate', route: route ?? 'unknowError' };
}
