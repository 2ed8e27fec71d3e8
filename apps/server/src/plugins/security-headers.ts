import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
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
 * Security headers (helmet) and CORS.
 * CSP: the SPA is served by this server, so scripts come only from 'self'. Mantine writes inline style
 * attributes and <style> tags at runtime, hence style-src 'unsafe-inline' (styles cannot run code).
 * HSTS and upgrade-insecure-requests only when the public address is https: on a plain-http dev server they
 * would break every request.
 */
export const securityHeadersPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const https = config.publicUrl.startsWith('https://');
    await app.register(helmet, {
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
    });

    await app.register(cors, {
      origin: config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      // Tokens travel in the Authorization header, not cookies; credentials stay allowed for the identity server.
      credentials: true,
      exposedHeaders: [REQUEST_ID_HEADER, 'retry-after', 'content-disposition'],
      maxAge: 600,
    });

    // API answers are personal and live: never stored by browsers or shared caches unless a route says otherwise.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
        void reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'harta-security-headers' },
);
