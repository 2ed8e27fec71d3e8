import { StaticPaths } from '@harta/contracts/paths';
import { appSettingsSchema } from '@harta/contracts/settings-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppSettings } from '@harta/contracts/settings';

/** GET /appsettings.json: loaded by the web app before anything else. Never cached, so a setting change is seen on the next load. */
export const appSettingsRoutes: FastifyPluginAsyncZod<{ settings: AppSettings }> = async (app, { settings }) => {
  app.get(
    StaticPaths.appSettings,
    {
      schema: {
        tags: ['System'],
        summary: 'Runtime settings of the web and native app',
        response: { 200: appSettingsSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-cache, no-store, must-revalidate');
      return settings;
    },
  );
};
