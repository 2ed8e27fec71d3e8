import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import { clientIdQuerySchema, stepSavedResponseSchema } from '@harta/contracts/schemas/registration-common';
import {
  getPersonalInfoResponseSchema,
  savePersonalInformationRequestSchema,
} from '@harta/contracts/schemas/registration-personal';
import { messagesEn } from '@harta/contracts/messages';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clients } from '../../../db/schema/clients';
import { CLIENT_ID_NUMBER_INDEX, clientPersonalInfo } from '../../../db/schema/registration';
import { isUniqueViolation } from '../../../db/unique-violation';
import { AppError } from '../../../plugins/errors/app-error';
import { requireClient } from '../../../plugins/auth/caller';
import { loadPersonal } from '../client/step-data';
import { auditClientChange } from '../shared/audit';
import { advanceStep, assertCanSaveStep } from '../shared/client-steps';
import { assertCountryNotRestricted, assertOptionsExist } from '../shared/reference-checks';
import { reapplyAfterDays, releaseCooledOffIdNumber } from '../shared/reapply';
import { RegistrationErrorCode } from '../shared/registration-errors';
import type { RegistrationRoutesOptions } from '../registration.routes';

const STEP = 5;
const tags = ['Registration'];

/**
 * 409 ID_NUMBER_TAKEN: another client holds this ID number (one person, one account). It says nothing about
 * whose account it is; the issue puts the message under the number field of the form.
 */
function idNumberTaken(): AppError {
  return new AppError(409, RegistrationErrorCode.IdNumberTaken, messagesEn['registration.idNumberTaken'], {
    issues: [{ path: 'nric', message: 'registration.idNumberTaken' }],
  });
}

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
      await assertOptionsExist(db, [
        ['title', 'TITLE', input.title],
        ['country', 'COUNTRY', input.country],
        ['ethnicity', 'ETHNICITY', input.ethnicity],
      ]);
      await assertCountryNotRestricted(db, input.country);

      const actor = client.emailAddress;
      const values = {
        title: input.title,
        country: input.country,
        idType: input.idType,
        nric: input.nric,
        gender: input.gender,
        dob: input.dob,
        maritalStatus: input.martialStatus,
        spouseName: input.spouseName,
        spouseNric: input.spouseNRIC,
        ethnicity: input.ethnicity,
        isPep: input.isPep,
        pepDetails: input.pepDetails,
        modifiedBy: actor,
        updatedAt: new Date(),
      };
      const reapplyDays = await reapplyAfterDays(db);
      const currentStep = await db
        .transaction(async (tx) => {
          // A number held only by rejected applications past their cooling-off may start a new application.
          await releaseCooledOffIdNumber(tx, input, reapplyDays);
          await tx
            .insert(clientPersonalInfo)
            .values({ clientId: client.clientId, createdBy: actor, ...values })
            .onConflictDoUpdate({ target: clientPersonalInfo.clientId, set: values });
          await tx.update(clients).set({ surName: input.surName }).where(eq(clients.clientId, client.clientId));
          await auditClientChange(tx, request, client.clientId, 'registration.personal.save', {
            idType: input.idType,
            isPep: input.isPep,
          });
          return advanceStep(tx, client.clientId, STEP + 1);
        })
        .catch((err: unknown) => {
          // The unique index decides, so two clients saving one number at the same moment cannot both win.
          throw isUniqueViolation(err, CLIENT_ID_NUMBER_INDEX) ? idNumberTaken() : err;
        });
      return { result: { clientId: client.clientId, currentStep } };
    },
  );
};
