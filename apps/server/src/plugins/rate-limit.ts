import rateLimit from '@fastify/rate-limit';
import { IdentityPaths } from '@harta/contracts/paths';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config/config';
import { RateLimitedError } from './errors/app-error';

/**
 * Per-IP request limit (RATE_LIMIT_MAX per minute) on every route, including the identity server's token
 * endpoint. With REDIS_URL the counters live in Redis, so N instances behind a load balancer enforce one limit
 * instead of N. Routes opt out with `config: { rateLimit: false }` (health checks); `unlimited` spares requests
 * by other criteria (the web app's static files, see createWebAppFileCheck).
 */
export const rateLimitPlugin = fp<{ config: Config; unlimited?: (request: FastifyRequest) => boolean }>(
  async (app, { config, unlimited }) => {
    let redis: Redis | undefined;
    if (config.redisUrl) {
      redis = new Redis(config.redisUrl, {
        connectTimeout: 2_000,
        // Fail fast while Redis is away (skipOnError below then lets the request through).
        maxRetriesPerRequest: 1,
      });
      redis.on('error', (err) => app.log.warn({ err }, 'rate-limit redis error'));
      app.addHook('onClose', async () => {
        await redis?.quit().catch(() => redis?.disconnect());
      });
    }
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitMax,
      timeWindow: 60_000,
      ...(redis ? { redis, nameSpace: 'harta-rl:' } : {}),
      // A Redis outage must not take the whole API down with it: let requests through and log.
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
