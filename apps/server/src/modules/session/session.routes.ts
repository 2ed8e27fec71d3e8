import { ApiPaths } from '@harta/contracts/paths';
import { keepAliveResponseSchema } from '@harta/contracts/schemas/client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * GET /api/session/keepAlive: the web's idle tracker pings this while the user is active (every 600 s).
 * Any valid access token will do; the answer proves the session is still accepted by the server.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ApiPaths.session.keepAlive,
    {
      config: { auth: 'token' },
      schema: {
        tags: ['Session'],
        summary: 'Keep the session alive (idle tracker ping)',
        response: { 200: keepAliveResponseSchema },
      },
    },
    async () => {
      return { result: { ok: true as const, serverTime: new Date().toISOString() } };
    },
  );
};
