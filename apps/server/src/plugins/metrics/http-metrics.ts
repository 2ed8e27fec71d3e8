import fp from 'fastify-plugin';
import { httpRequestDuration, httpResponses } from '../../metrics/registry';

/** A request no route matched (a 404 from the not-found handler): one label value, never the path it asked for. */
const UNMATCHED = 'unmatched';

/**
 * Counts every answer and its latency by route TEMPLATE (`/api/portfolios/:id`), never the raw URL, so the number
 * of series stays bounded whatever clients send (docs/operations.md "Metrics, health and alerts"). Runs after the
 * answer is sent (onResponse), in memory: it adds no wait to any request.
 */
export const httpMetricsPlugin = fp(
  async (app) => {
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? UNMATCHED;
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
