import { ApiPaths } from '@harta/contracts/paths';
import { healthResponseSchema } from '@harta/contracts/schemas/system';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/connection';
import { ServiceUnavailableError } from '../../plugins/errors/app-error';

/** GET /api/health: 200 while this instance can reach its database, 503 otherwise, so a load balancer can route around it. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Pick<Database, 'db' | 'kind'> }> = async (
  app,
  { database },
) => {
  app.get(
    ApiPaths.health,
    {
      // Load balancers poll this from a few addresses; it must never be throttled.
      config: { rateLimit: false },
      schema: {
        tags: ['System'],
        summary: 'Liveness and database reachability',
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
      return { result: { status: 'ok' as const, db: database.kind } };
    },
  );
};
