import { ApiPaths } from '@harta/contracts/paths';
import { clientBasicInfoResponseSchema } from '@harta/contracts/schemas/client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireClient } from '../../plugins/auth/caller';
import { toClientBasicInfo } from '../clients/client.mappers';

/** Client profile endpoints (spec section 7). More arrive with the profile module. */
export const clientProfileRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
