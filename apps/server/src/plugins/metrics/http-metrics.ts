import { IdentityPaths } from '@harta/contracts/paths';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { httpRequestDuration, httpResponses } from '../../metrics/registry';

/** A request no route matched (a 404 from the not-found handler): one label value, never the path it asked for. */
const UNMATCHED = 'unmatched';

/**
 * The identity server is mounted as one wildcard route (identity/mount-fastify.ts); its endpoints are told apart
 * by this fixed list (oidc-provider's routes the product uses), anything else under it stays the wildcard.
 */
const IDENTITY_WILDCARD = `${IdentityPaths.base}/*`;
const IDENTITY_ENDPOINTS = new Set(
  ['token', 'token/revocation', 'jwks', 'me', 'auth', 'session/end', '.well-known/openid-configuration'].map(
    (path) => `${IdentityPaths.base}/${path}`,
  ),
);

function routeLabel(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route === undefined) return UNMATCHED;
  if (route !== IDENTITY_WILDCARD) return route;
  // The mount hands oidc-provider the path below it and keeps the full one as `originalUrl`, Express-style.
  const raw = request.raw as { originalUrl?: string };
  const path = (raw.originalUrl ?? request.url).split('?', 1)[0]!;
  return IDENTITY_ENDPOINTS.has(path) ? path : route;
}

/**
 * Counts every answer and its latency by route TEMPLATE (`/api/portfolios/:id`), never the raw URL, so the number
 * of series stays bounded whatever clients send (docs/operations.md "Metrics, health and alerts"). Runs after the
 * answer is sent (onResponse), in memory: it adds no wait to any request.
 */
export const httpMetricsPlugin = fp(
  async (app) => {
    app.addHook('onResponse', (request, reply, done) => {
      const route = routeLabel(request);
      const status = reply.statusCode;
      httpRequestDuration.observe(
        { method: request.method, route, status_class: `${Math.floor(status / 100)}xx` },
        reply.elapsedTime / 1000,
      );
      httpResponses.inc({ method: request.method, route, status_code: String(status) });
      done();
    });
  },
  { name: 'harta-http-metrics' },
);
