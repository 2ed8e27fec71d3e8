import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import { clientIdQuerySchema, stepSavedResponseSchema } from '@harta/contracts/schemas/registration-common';
import {
  getFinancialInfoResponseSchema,
  saveFinancialInformationRequestSchema,
} from '@harta/contracts/schemas/registration-financial';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireClient } from '../../../plugins/auth/caller';
import { loadFinancial } from '../client/step-data';
import { auditClientChange } from '../shared/audit';
import { advanceStep, assertCanSaveStep } from '../shared/client-steps';
import type { RegistrationRoutesOptions } from '../registration.routes';
import { clientFullName } from './account-holder';
import { checkFinancial, isUsPerson, usPersonRefused, writeFinancial } from './save-financial';

const STEP = 7;
const tags = ['Registration'];

/**
 * Step 7, financial information (bearer, DRAFT). A US person (declared, or tax resident in the US) cannot
 * open an account (409 US_PERSON, written to the audit log); the bank account must be in the client's name.
 */
export const financialRoutes: FastifyPluginAsyncZod<RegistrationRoutesOptions> = async (app, { db }) => {
  app.get(
    ApiPaths.registration.getfinancialInfoByClientId,
    {
      config: { auth: 'client' },
      schema: {
        tags,
        summary: 'Step 7: saved financial information (null until saved)',
        querystring: clientIdQuerySchema,
        response: { 200: getFinancialInfoResponseSchema },
      },
    },
    async (request) => ({ result: await loadFinancial(db, requireClient(request)) }),
  );

  app.post(
    ApiPaths.registration.saveFinancialInformation,
    {
      config: { auth: 'client' },
      schema: {
        tags,
        summary: 'Step 7: save employment, income, bank account, tax residency and declarations',
        body: saveFinancialInformationRequestSchema,
        response: { 200: stepSavedResponseSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const client = requireClient(request);
      assertCanSaveStep(client, STEP);
      const input = request.body;
      if (isUsPerson(input)) {
        await auditClientChange(db, request, client.clientId, 'registration.financial.usPersonRefused');
        throw usPersonRefused();
      }
      await checkFinancial(db, client, input);
      const currentStep = await db.transaction(async (tx) => {
        await writeFinancial(tx, client.clientId, client.emailAddress, input, true);
        await auditClientChange(tx, request, client.clientId, 'registration.financial.save', {
          bankCode: input.bankCode.toUpperCase(),
          bankAccountLast4: input.bankAccountNumber.slice(-4),
          holder: clientFullName(client.givenName, client.surName),
        });
        return advanceStep(tx, client.clientId, STEP + 1);
      });
      return { result: { clientId: client.clientId, currentStep } };
    },
  );
};
