import type { FastifyPluginAsync } from 'fastify';
import { carriesMetricsToken, METRICS_PATH } from '../../metrics/metrics-access';
import { METRICS_CONTENT_TYPE, scrapeMetrics } from '../../metrics/registry';

/**
 * GET /metrics on the app's own port, registered only when METRICS_TOKEN is set: the metrics tell an outsider
 * too much (traffic, failures, pool sizes) to be public (docs/operations.md "Metrics, health and alerts"). A
 * missing or wrong token answers 401 and the scrape is not run. Not rate-limited (Prometheus scrapes from a fixed
 * address) and not in the API document (it is an operator's interface, not the product's).
 */
export const metricsRoute: FastifyPluginAsync<{ token: string }> = async (app, { token }) => {
  app.get(METRICS_PATH, { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
    if (!carriesMetricsToken(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .type('text/plain')
        .send('Unauthorized');
    }
    return reply.type(METRICS_CONTENT_TYPE).send(await scrapeMetrics());
  });
};
