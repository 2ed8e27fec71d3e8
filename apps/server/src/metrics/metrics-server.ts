import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { carriesMetricsToken, METRICS_PATH } from './metrics-access';
import { METRICS_CONTENT_TYPE, scrapeMetrics } from './registry';

export interface MetricsServerOptions {
  port: number;
  /** 127.0.0.1 by default: Prometheus on the same machine or through a port the operator opens on purpose. */
  host: string;
  /** When set, this listener wants it too (a separate port on a shared network). */
  token?: string | undefined;
}

export interface MetricsServer {
  /** The port it listens on (the one asked for, or the one picked for 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * A listener of its own for GET /metrics (METRICS_PORT), apart from the app's port so the metrics are reachable
 * only where the operator opens that port (docs/operations.md "Metrics, health and alerts"). Plain node:http: it
 * answers one path and must keep answering while the app is busy or shutting down.
 */
export async function startMetricsServer(options: MetricsServerOptions): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    if (options.token && !carriesMetricsToken(request.headers.authorization, options.token)) {
      response
        .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer realm="metrics"' })
        .end('Unauthorized');
      return;
    }
    scrapeMetrics().then(
      (text) => response.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
