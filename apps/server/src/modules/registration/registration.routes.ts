import { ApiPaths } from '@harta/contracts/paths';
import { clientLoginSummaryResponseSchema } from '@harta/contracts/schemas/client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireClient } from '../../plugins/auth/caller';
import { toClientLoginSummary } from '../clients/client.mappers';

const clientIdQuerySchema = z.object({
  /** Optional; when given it must be the caller's own (checked by the auth plugin's ownership hook). */
  clientId: z.coerce.number().int().positive().optional(),
});

/** Registration endpoints (spec section 7). More arrive with the registration module. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ApiPaths.registration.getClientLoginById,
    {
      // Every status must get its summary: the app routes DRAFT/PENDING and shows the REJECT/CLOSE/SUSPEND
      // message from it (spec section 4), so this one route is exempt from the status gate.
      config: { auth: 'client', clientStatus: 'any' },
      schema: {
        tags: ['Registration'],
        summary: "The caller's login summary (status, current step) — answered for every client status",
        querystring: clientIdQuerySchema,
        response: { 200: clientLoginSummaryResponseSchema },
      },
    },
    async (request) => {
      return { result: toClientLoginSummary(requireClient(request)) };
    },
  );
};
