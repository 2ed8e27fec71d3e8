import { errorBodySchema } from '@harta/contracts/errors';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import { clientIdQuerySchema, stepSavedResponseSchema } from '@harta/contracts/schemas/registration-common';
import {
  getContactInfoResponseSchema,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_SECONDS,
  otpSentResponseSchema,
  saveContactInformationRequestSchema,
  savePhoneNumberRequestSchema,
  savePhoneNumberResponseSchema,
  sendEmailOtpRequestSchema,
  sendMobileOtpRequestSchema,
} from '@harta/contracts/schemas/registration-contact';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clients } from '../../../db/schema/clients';
import { clientContactInfo } from '../../../db/schema/registration';
import { requireClient } from '../../../plugins/auth/caller';
import type { ClientRow } from '../../clients/client.repository';
import { loadContact } from '../client/step-data';
import { auditClientChange } from '../shared/audit';
import { advanceStep, assertCanSaveStep } from '../shared/client-steps';
import { otpEmail, otpSms } from '../shared/emails';
import { maskEmail, maskPhone } from '../shared/mask';
import { assertCountryNotRestricted, assertOptionsExist } from '../shared/reference-checks';
import { RegistrationError, RegistrationErrorCode } from '../shared/registration-errors';
import type { RegistrationRoutesOptions } from '../registration.routes';
import { mailLanguage } from '../../mail/mail-language';
import { issueOneTimeCode, verifyOneTimeCode, type OtpChannel } from '../../otp/one-time-codes';

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
    const code = await issueOneTimeCode(db, {
      clientId: client.clientId,
      purpose: 'mobile',
      subject: mobileNumber,
      channel,
    });
    try {
      const m = mailLanguage(client.language);
      if (channel === 'sms') await sms.send(mobileNumber, otpSms(code, m));
      else await app.mailer.send(otpEmail(client.emailAddress, code, maskPhone(mobileNumber), m));
    } catch {
      throw new RegistrationError(502, RegistrationErrorCode.OtpDeliveryFailed, 'alert.default');
    }
    return {
      result: {
        message: messagesEn['otp.sent'],
        sentTo: channel === 'sms' ? maskPhone(mobileNumber) : maskEmail(client.emailAddress),
        expiresInSeconds: OTP_TTL_SECONDS,
        resendAfterSeconds: OTP_RESEND_COOLDOWN_SECONDS,
      },
    };
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
        response: { 200: savePhoneNumberResponseSchema, 400: errorBodySchema, 409: errorBodySchema },
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
      const now = new Date();
      const verified = {
        verifiedMobileNumber: mobileNumber,
        mobileVerifiedBy: channel,
        mobileVerifiedAt: now,
        updatedAt: now,
      };
      await db.transaction(async (tx) => {
        await tx.update(clients).set({ mobileNumber, updatedAt: now }).where(eq(clients.clientId, client.clientId));
        await tx
          .insert(clientContactInfo)
          .values({ clientId: client.clientId, ...verified })
          .onConflictDoUpdate({ target: clientContactInfo.clientId, set: verified });
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
      await assertOptionsExist(db, [['country', 'COUNTRY', input.country]]);
      await assertCountryNotRestricted(db, input.country);
      const contact = await loadContact(db, client);
      if (!contact.isMobileVerified) {
        throw new RegistrationError(409, RegistrationErrorCode.MobileNotVerified, 'registration.mobileNotVerified');
      }
      const actor = client.emailAddress;
      const values = {
        addressLine1: input.addressLine1,
        addressLine2: input.addressLine2,
        postcode: input.postcode,
        city: input.city,
        state: input.state,
        country: input.country,
        modifiedBy: actor,
        updatedAt: new Date(),
      };
      const currentStep = await db.transaction(async (tx) => {
        await tx
          .insert(clientContactInfo)
          .values({ clientId: client.clientId, createdBy: actor, ...values })
          .onConflictDoUpdate({ target: clientContactInfo.clientId, set: values });
        await auditClientChange(tx, request, client.clientId, 'registration.contact.save', { country: input.country });
        return advanceStep(tx, client.clientId, STEP + 1);
      });
      return { result: { clientId: client.clientId, currentStep } };
    },
  );
};
