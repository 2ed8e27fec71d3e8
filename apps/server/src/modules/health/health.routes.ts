import { ApiPaths } from '@harta/contracts/paths';
import { healthResponseSchema } from '@harta/contracts/schemas/system';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/connection';
import { ServiceUnavailableError } from '../../plugins/errors/app-error';
import type { RedisCircuit } from '../../redis/redis-circuit';

/**
 * GET /api/health: 200 while this instance can reach its database, 503 otherwise, so a load balancer can route
 * around it. A configured Redis that does not answer is reported as `degraded` with 200: the instance still serves,
 * counting rate limits on its own (docs/operations.md "Metrics, health and alerts"). Redis's state is the circuit's,
 * read from memory: the check never waits on Redis.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  database: Pick<Database, 'db' | 'kind'>;
  redis?: Pick<RedisCircuit, 'state'> | undefined;
  /** Start-up work still running (main.ts: a first start's demo history), reported while it runs. */
  starting?: (() => readonly string[]) | undefined;
}> = async (app, { database, redis, starting }) => {
  app.get(
    ApiPaths.health,
    {
      // Load balancers poll this from a few addresses; it must never be throttled.
      config: { rateLimit: false },
      schema: {
        tags: ['System'],
        summary: 'Liveness, database reachability and degraded dependencies',
        response: { 200: healthResponseSchema },
      },
    },
    async (request) => {
      try {
        await database.db.execute(sql`select 1`);
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        throw new ServiceUnavailableError();
      }
      const redisState = redis?.state();
      const running = starting?.() ?? [];
      return {
        result: {
          status: redisState === 'degraded' ? ('degraded' as const) : ('ok' as const),
          db: database.kind,
          ...(redisState ? { redis: redisState } : {}),
          ...(running.length > 0 ? { starting: [...running] } : {}),
        },
      };
    },
  );
};
