import { ApiPaths } from '@harta/contracts/paths';
import {
  accountLanguageRequestSchema,
  accountLanguageResponseSchema,
  clientBasicInfoResponseSchema,
} from '@harta/contracts/schemas/client';
import { eq } from 'drizzle-orm';
import { clients } from '../../db/schema/clients';
import type { Db } from '../../db/connection';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireClient } from '../../plugins/auth/caller';
import { toClientBasicInfo } from '../clients/client.mappers';

/** Client profile endpoints (spec section 7). More arrive with the profile module. */
export const clientProfileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    ApiPaths.ClientProfile.getClientBasicInfo,
    {
      config: { auth: 'client' },
      schema: {
        tags: ['Client profile'],
        summary: "The caller's basic profile: name, status and registration progress",
        response: { 200: clientBasicInfoResponseSchema },
      },
    },
    async (request) => {
      return { result: toClientBasicInfo(requireClient(request)) };
    },
  );

  app.put(
    ApiPaths.ClientProfile.language,
    {
      config: { auth: 'client' },
      schema: {
        tags: ['Client profile'],
        summary: "Sets the caller's language ('en' or 'ms'): the app's choice, which e-mails then follow",
        body: accountLanguageRequestSchema,
        response: { 200: accountLanguageResponseSchema },
      },
    },
    async (request) => {
      const client = requireClient(request);
      const { language } = request.body;
      // Any status may choose: a closed or pending client still receives e-mails.
      await db.update(clients).set({ language, updatedAt: new Date() }).where(eq(clients.clientId, client.clientId));
      return { result: { language } };
    },
  );
};
