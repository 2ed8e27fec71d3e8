import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import { clientIdQuerySchema, stepSavedResponseSchema } from '@harta/contracts/schemas/registration-common';
import {
  getPersonalInfoResponseSchema,
  savePersonalInformationRequestSchema,
} from '@harta/contracts/schemas/registration-personal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireClient } from '../../../plugins/auth/caller';
import { loadPersonal } from '../client/step-data';
import { auditClientChange } from '../shared/audit';
import { advanceStep, assertCanSaveStep } from '../shared/client-steps';
import { reapplyAfterDays } from '../shared/reapply';
import { checkPersonal, idNumberConflict, writePersonal } from './save-personal';
import type { RegistrationRoutesOptions } from '../registration.routes';

const STEP = 5;
const tags = ['Registration'];

/**
 * Step 5, personal information (bearer, DRAFT). The contract schema parses the MyKad number, derives and
 * cross-checks date of birth and gender, and applies the spouse and PEP rules; here the server checks the
 * codes against the reference data, the nationality against the restricted list, and that no other client holds
 * the ID number.
 */
export const personalRoutes: FastifyPluginAsyncZod<RegistrationRoutesOptions> = async (app, { db }) => {
  app.get(
    ApiPaths.registration.getPersonalInfoByClientId,
    {
      config: { auth: 'client' },
      schema: {
        tags,
        summary: 'Step 5: saved personal information (null until saved)',
        querystring: clientIdQuerySchema,
        response: { 200: getPersonalInfoResponseSchema },
      },
    },
    async (request) => ({ result: await loadPersonal(db, requireClient(request)) }),
  );

  app.post(
    ApiPaths.registration.saveClientPersonalInformation,
    {
      config: { auth: 'client' },
      schema: {
        tags,
        summary: 'Step 5: save personal information (MyKad checks, spouse, ethnicity, PEP)',
        body: savePersonalInformationRequestSchema,
        response: { 200: stepSavedResponseSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const client = requireClient(request);
      assertCanSaveStep(client, STEP);
      const input = request.body;
      await checkPersonal(db, input);
      const reapplyDays = await reapplyAfterDays(db);
      const currentStep = await db
        .transaction(async (tx) => {
          await writePersonal(tx, client.clientId, client.emailAddress, input, reapplyDays);
          await auditClientChange(tx, request, client.clientId, 'registration.personal.save', {
            idType: input.idType,
            isPep: input.isPep,
          });
          return advanceStep(tx, client.clientId, STEP + 1);
        })
        .catch((err: unknown) => {
          throw idNumberConflict(err);
        });
      return { result: { clientId: client.clientId, currentStep } };
    },
  );
};
