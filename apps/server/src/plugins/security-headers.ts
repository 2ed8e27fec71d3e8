import cors from '@fastify/cors';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { isApiUrl } from '@harta/contracts/paths';
import type { Config } from '../config/config';
import { REQUEST_ID_HEADER } from './request-id';

/** Origins the SPA may connect to: itself, the API bases and the configured app origins. */
function connectSources(config: Config): string[] {
  const origins = new Set<string>(["'self'"]);
  for (const url of [config.publicUrl, config.client.switchApiBase, ...config.corsOrigins]) {
    const { origin } = new URL(url);
    // Non-http schemes (capacitor://localhost) have an opaque origin: list the address itself.
    origins.add(origin === 'null' ? url : origin);
  }
  return [...origins];
}

/**
 * The headers helmet adds to a response under these options. They depend on the options alone, so they are worked
 * out once, at start, by letting @fastify/helmet answer one request on a private instance (headers it sets minus
 * those a bare instance sets). The plugin itself would rebuild helmet's middleware, CSP parsing included, on every
 * request.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = async (withHelmet: boolean) => {
    const app = Fastify({ logger: false });
    if (withHelmet) await app.register(helmet, options);
    app.get('/', async () => '');
    const response = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    return response.headers;
  };
  const [bare, helmeted] = await Promise.all([probe(false), probe(true)]);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(helmeted)) {
    if (!(name in bare) && value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  if (!headers['content-security-policy']) throw new Error('helmet set no Content-Security-Policy');
  return headers;
}

/**
 * The helmet configuration.
 * CSP: the SPA is served by this server, so scripts come only from 'self'. Mantine writes inline style
 * attributes and <style> tags at runtime, hence style-src 'unsafe-inline' (styles cannot run code).
 * HSTS and upgrade-insecure-requests only when the public address is https: on a plain-http dev server they
 * would break every request.
 */
export function helmetOptions(config: Config): FastifyHelmetOptions {
  const https = config.publicUrl.startsWith('https://');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: connectSources(config),
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Same rule as frame-ancestors 'none', for browsers that only read the older header.
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  };
}

/** Security headers (helmet's, for {@link helmetOptions}, worked out once: see helmetHeaders) and CORS. */
export const securityHeadersPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const securityHeaders = await helmetHeaders(helmetOptions(config));
    app.addHook('onRequest', (_request, reply, done) => {
      void reply.headers(securityHeaders);
      done();
    });

    // A refused origin gets no CORS header at all (with a plain list, @fastify/cors would still send it
    // allow-credentials and the exposed headers); an allowed one gets its own origin echoed back.
    const allowedOrigins = new Set(config.corsOrigins);
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowedOrigins.has(origin) ? origin : false),
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      // Tokens travel in the Authorization header, not cookies; credentials stay allowed for the identity server.
      credentials: true,
      exposedHeaders: [REQUEST_ID_HEADER, 'retry-after', 'content-disposition'],
      maxAge: 600,
    });

    // API answers are personal and live: never stored by browsers or shared caches unless a route says otherwise.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isApiUrl(request.url) && !reply.hasHeader('cache-control')) {
        void reply.header('cache-control', 'no-store');
      }
      done(null, payload);
    });
  },
  { name: 'harta-security-headers' },
);
