import rateLimit from '@fastify/rate-limit';
import { IdentityPaths } from '@harta/contracts/paths';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/config';
import type { RedisCircuit } from '../redis/redis-circuit';
import { RateLimitedError } from './errors/app-error';
import { fallbackStore } from './rate-limit-store';

/**
 * Per-IP request limit (RATE_LIMIT_MAX per minute) on every route, including the identity server's token
 * endpoint. With REDIS_URL (`redis`, made by app.ts) the counters live in Redis, so N instances behind a load
 * balancer enforce one limit instead of N; while Redis does not answer, each instance counts on its own at once
 * (plugins/rate-limit-store.ts). Routes opt out with `config: { rateLimit: false }` (health checks); `unlimited` spares requests
 * by other criteria (the web app's static files, see createWebAppFileCheck).
 */
export const rateLimitPlugin = fp<{
  config: Config;
  redis?: RedisCircuit | undefined;
  unlimited?: (request: FastifyRequest) => boolean;
}>(
  async (app, { config, redis, unlimited }) => {
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitMax,
      timeWindow: 60_000,
      ...(redis ? { store: fallbackStore(redis, 'harta-rl:') } : {}),
      // The stores do not fail; should one ever, the request goes through rather than the API going down.
      skipOnError: true,
      ...(unlimited ? { allowList: unlimited } : {}),
      errorResponseBuilder: () => new RateLimitedError(),
    });

    // The identity server answers from its own onRequest hook, before route-level hooks (where the global
    // limit lives) would run, so its paths get the same limit from an app-level hook. This is what throttles
    // password guessing across many accounts from one address (the per-account lockout covers the rest).
    const limitIdentity = app.rateLimit();
    app.addHook('onRequest', (request, reply, done) => {
      if (request.url !== IdentityPaths.base && !request.url.startsWith(`${IdentityPaths.base}/`)) return done();
      limitIdentity.call(app, request, reply).then(() => done(), done);
    });
  },
  { name: 'harta-rate-limit' },
);
