import { registrationCompletedPercent } from '@harta/contracts/registration-steps';
import { ApiPaths } from '@harta/contracts/paths';
import { clientIdQuerySchema } from '@harta/contracts/schemas/registration-common';
import { getRegistrationClientResponseSchema } from '@harta/contracts/schemas/registration-client';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/connection';
import { clientSignups } from '../../../db/schema/registration';
import { requireClient } from '../../../plugins/auth/caller';
import type { ClientRow } from '../../clients/client.repository';
import { toClientLoginSummary } from '../../clients/client.mappers';
import type { RegistrationRoutesOptions } from '../registration.routes';
import { loadContact, loadFinancial, loadKnowledge, loadPersonal } from './step-data';

/** Everything the client saved so far (no secrets). Shared by both getClientById paths. */
export async function loadRegistrationClient(db: Db, client: ClientRow) {
  const [signup, personal, contact, financial, knowledge] = await Promise.all([
    db
      .select({ referralCode: clientSignups.referralCode })
      .from(clientSignups)
      .where(eq(clientSignups.clientId, client.clientId)),
    loadPersonal(db, client),
    loadContact(db, client),
    loadFinancial(db, client),
    loadKnowledge(db, client),
  ]);
  return {
    ...toClientLoginSummary(client),
    surName: client.surName,
    mobileNumber: client.mobileNumber,
    referralCode: signup[0]?.referralCode ?? null,
    completedPercent: registrationCompletedPercent(client.currentStep),
    createdAt: client.createdAt.toISOString(),
    personal,
    contact,
    financial,
    knowledge,
  };
}

/** GET registration/getClientById and clientProfile/getClientById: the caller's own record (any allowed status). */
export const registrationClientRoutes: FastifyPluginAsyncZod<RegistrationRoutesOptions> = async (app, { db }) => {
  for (const [path, tag] of [
    [ApiPaths.registration.getClientById, 'Registration'],
    [ApiPaths.clientProfile.getClientById, 'Client profile'],
  ] as const) {
    app.get(
      path,
      {
        config: { auth: 'client' },
        schema: {
          tags: [tag],
          summary: "The caller's client record with every registration step saved so far",
          querystring: clientIdQuerySchema,
          response: { 200: getRegistrationClientResponseSchema },
        },
      },
      async (request) => ({ result: await loadRegistrationClient(db, requireClient(request)) }),
    );
  }
};
