import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import { clientIdQuerySchema, stepSavedResponseSchema } from '@harta/contracts/schemas/registration-common';
import {
  getContactInfoResponseSchema,
  otpSentResponseSchema,
  saveContactInformationRequestSchema,
  savePhoneNumberRequestSchema,
  savePhoneNumberResponseSchema,
  sendEmailOtpRequestSchema,
  sendMobileOtpRequestSchema,
} from '@harta/contracts/schemas/registration-contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireClient } from '../../../plugins/auth/caller';
import type { ClientRow } from '../../clients/client.repository';
import { loadContact } from '../client/step-data';
import { auditClientChange } from '../shared/audit';
import { advanceStep, assertCanSaveStep } from '../shared/client-steps';
import { checkAddress, sendMobileCode, writeAddress, writeVerifiedMobile } from './save-contact';
import { RegistrationError, RegistrationErrorCode } from '../shared/registration-errors';
import type { RegistrationRoutesOptions } from '../registration.routes';
import { verifyOneTimeCode, type OtpChannel } from '../../otp/one-time-codes';

const STEP = 6;
const tags = ['Registration'];

/**
 * Step 6, contact information (bearer, DRAFT): the mobile number is verified with a code (SMS, or e-mail as
 * the fallback) through savePhoneNumber before the address can be saved; a restricted country stops the
 * application.
 */
export const contactRoutes: FastifyPluginAsyncZod<RegistrationRoutesOptions> = async (app, { db, sms }) => {
  app.get(
    ApiPaths.registration.getcontactInfoByClientId,
    {
      config: { auth: 'client' },
      schema: {
        tags,
        summary: 'Step 6: contact information and whether the mobile number is verified',
        querystring: clientIdQuerySchema,
        response: { 200: getContactInfoResponseSchema },
      },
    },
    async (request) => ({ result: await loadContact(db, requireClient(request)) }),
  );

  async function sendCode(client: ClientRow, mobileNumber: string, channel: OtpChannel) {
    assertCanSaveStep(client, STEP);
    return { result: await sendMobileCode({ db, sms, mailer: app.mailer }, client, mobileNumber, channel) };
  }

  const otpErrors = { 400: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema, 502: errorBodySchema };

  app.post(
    ApiPaths.registration.sendMobileOTP,
    {
      config: { auth: 'client' },
      schema: {
        tags,
        summary: 'Step 6: text a 6-digit code to the mobile number (5 minutes, 5 attempts, 60-second cooldown)',
        body: sendMobileOtpRequestSchema,
        response: { 200: otpSentResponseSchema, ...otpErrors },
      },
    },
    async (request) => sendCode(requireClient(request), request.body.mobileNumber, 'sms'),
  );

  app.post(
    ApiPaths.registration.sendEmailOTP,
    {
      config: { auth: 'client' },
      schema: {
        tags,
        summary: 'Step 6: e-mail the code for the mobile number instead (when the SMS does not arrive)',
        body: sendEmailOtpRequestSchema,
        response: { 200: otpSentResponseSchema, ...otpErrors },
      },
    },
    async (request) => sendCode(requireClient(request), request.body.mobileNumber, 'email'),
  );

  app.post(
    ApiPaths.registration.savePhoneNumber,
    {
      config: { auth: 'client' },
      schema: {
        tags,
        summary: 'Step 6: check the code and save the mobile number as verified',
        body: savePhoneNumberRequestSchema,
        response: {
          200: savePhoneNumberResponseSchema,
          400: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const client = requireClient(request);
      assertCanSaveStep(client, STEP);
      const { mobileNumber, otp } = request.body;
      const channel = await verifyOneTimeCode(
        db,
        { clientId: client.clientId, purpose: 'mobile', subject: mobileNumber },
        otp,
      );
      await db.transaction(async (tx) => {
        await writeVerifiedMobile(tx, client.clientId, mobileNumber, channel);
        await auditClientChange(tx, request, client.clientId, 'registration.mobile.verify', { channel });
      });
      return { result: await loadContact(db, { ...client, mobileNumber }) };
    },
  );

  app.post(
    ApiPaths.registration.saveClientContactInformation,
    {
      config: { auth: 'client' },
      schema: {
        tags,
        summary: 'Step 6: save the address (mobile number verified first; restricted countries refused)',
        body: saveContactInformationRequestSchema,
        response: { 200: stepSavedResponseSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const client = requireClient(request);
      assertCanSaveStep(client, STEP);
      const input = request.body;
      await checkAddress(db, input);
      const contact = await loadContact(db, client);
      if (!contact.isMobileVerified) {
        throw new RegistrationError(409, RegistrationErrorCode.MobileNotVerified, 'registration.mobileNotVerified');
      }
      const currentStep = await db.transaction(async (tx) => {
        await writeAddress(tx, client.clientId, client.emailAddress, input);
        await auditClientChange(tx, request, client.clientId, 'registration.contact.save', { country: input.country });
        return advanceStep(tx, client.clientId, STEP + 1);
      });
      return { result: { clientId: client.clientId, currentStep } };
    },
  );
};
