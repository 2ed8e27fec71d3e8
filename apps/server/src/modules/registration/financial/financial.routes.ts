import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import { clientIdQuerySchema, stepSavedResponseSchema } from '@harta/contracts/schemas/registration-common';
import {
  getFinancialInfoResponseSchema,
  saveFinancialInformationRequestSchema,
} from '@harta/contracts/schemas/registration-financial';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientFinancialInfo } from '../../../db/schema/registration';
import { requireClient } from '../../../plugins/auth/caller';
import { ValidationError } from '../../../plugins/errors/app-error';
import { loadFinancial } from '../client/step-data';
import { auditClientChange } from '../shared/audit';
import { advanceStep, assertCanSaveStep } from '../shared/client-steps';
import { assertOptionsExist } from '../shared/reference-checks';
import { RegistrationError, RegistrationErrorCode } from '../shared/registration-errors';
import type { RegistrationRoutesOptions } from '../registration.routes';
import { clientFullName, isOwnName } from './account-holder';

const STEP = 7;
const tags = ['Registration'];
const UNITED_STATES = 'US';

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
      if (input.isUsPerson || input.taxResidency === UNITED_STATES) {
        await auditClientChange(db, request, client.clientId, 'registration.financial.usPersonRefused');
        throw new RegistrationError(409, RegistrationErrorCode.UsPerson, 'registration.usPerson');
      }
      await assertOptionsExist(db, [
        ['occupation', 'OCCUPATION', input.occupation],
        ['businessType', 'BUSINESS_TYPE', input.businessType],
        ['annualIncome', 'ANNUAL_INCOME', input.annualIncome.toUpperCase()],
        ['netWorth', 'NET_WORTH', input.netWorth.toUpperCase()],
        ['sourceOfFunds', 'SOURCE_OF_FUNDS', input.sourceOfFunds.toUpperCase()],
        ['bankCode', 'BANK', input.bankCode.toUpperCase()],
        ['taxResidency', 'COUNTRY', input.taxResidency],
      ]);
      if (!isOwnName(input.bankAccountHolderName, client.givenName, client.surName)) {
        throw new ValidationError([{ path: 'bankAccountHolderName', message: 'validation.bankAccountHolder' }]);
      }

      const actor = client.emailAddress;
      const now = new Date();
      const values = {
        employmentStatus: input.employmentStatus,
        occupation: input.occupation,
        businessType: input.businessType,
        employerName: input.employerName,
        annualIncome: input.annualIncome.toUpperCase(),
        netWorth: input.netWorth.toUpperCase(),
        sourceOfFunds: input.sourceOfFunds.toUpperCase(),
        bankCode: input.bankCode.toUpperCase(),
        bankAccountNumber: input.bankAccountNumber,
        bankAccountHolderName: input.bankAccountHolderName,
        taxResidency: input.taxResidency,
        taxIdentificationNumber: input.taxIdentificationNumber,
        isUsPerson: false,
        hasDomesticRinggitBorrowing: input.hasDomesticRinggitBorrowing,
        borrowingUndertakingAt: now,
        modifiedBy: actor,
        updatedAt: now,
      };
      const currentStep = await db.transaction(async (tx) => {
        await tx
          .insert(clientFinancialInfo)
          .values({ clientId: client.clientId, createdBy: actor, ...values })
          .onConflictDoUpdate({ target: clientFinancialInfo.clientId, set: values });
        await auditClientChange(tx, request, client.clientId, 'registration.financial.save', {
          bankCode: values.bankCode,
          bankAccountLast4: input.bankAccountNumber.slice(-4),
          holder: clientFullName(client.givenName, client.surName),
        });
        return advanceStep(tx, client.clientId, STEP + 1);
      });
      return { result: { clientId: client.clientId, currentStep } };
    },
  );
};
