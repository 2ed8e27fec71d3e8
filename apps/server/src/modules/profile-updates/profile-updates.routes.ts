import { errorBodySchema, profileUpdateResultSchema, type ProfileUpdateResult } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import {
  profileSendEmailOtpRequestSchema,
  profileSendMobileOtpRequestSchema,
  updateEmailAddressRequestSchema,
  sendChangeCodesRequestSchema,
  sendStepUpOtpRequestSchema,
  updateBankRequestSchema,
  updateClientProfileRequestSchema,
  updateContactRequestSchema,
  updateEthnicityRequestSchema,
  updateIncomeRequestSchema,
  updateKnowledgeRequestSchema,
  updatePersonalRequestSchema,
  updatePhoneNumberRequestSchema,
  updateTaxRequestSchema,
  verifyBankAccountResponseSchema,
  type StepUpChange,
} from '@harta/contracts/schemas/profile-updates';
import { saveFinancialInformationRequestSchema } from '@harta/contracts/schemas/registration-financial';
import { saveInvestmentProfileRequestSchema } from '@harta/contracts/schemas/registration-investment';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sentForApprovalResponseSchema } from '@harta/contracts/schemas/approvals';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import { clientPersonalInfo } from '../../db/schema/registration';
import { routePattern } from '../../http/route-pattern';
import { requireUser } from '../../plugins/auth/caller';
import { AppError, ValidationError } from '../../plugins/errors/app-error';
import { formatMessage, messagesEn } from '@harta/contracts/messages';
import { clientFullName, isOwnName } from '../registration/financial/account-holder';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import type { Approvals } from '../approvals/approvals.service';
import { sendIdempotent } from '../idempotency/idempotent-request';
import { bankVerificationDraft, registerBankVerificationApproval } from './bank-verification-approval';
import type { ClientRow } from '../clients/client.repository';
import { mailSenderOf, sendClientMail } from '../completion/client-mail';
import { saveProfile } from '../investment-profile/investment-profile.service';
import { issueOneTimeCode, issueOneTimeCodes, OtpErrorCode, revokeIssuedCodes } from '../otp/one-time-codes';
import { mailLanguage } from '../mail/mail-language';
import { otpSms } from '../registration/shared/emails';
import { loadFinancial, loadPersonal } from '../registration/client/step-data';
import { checkAddress, sendMobileCode, writeAddress, writeVerifiedMobile } from '../registration/contact/save-contact';
import {
  checkFinancial,
  isUsPerson,
  usPersonRefused,
  writeFinancial,
  type FinancialInput,
} from '../registration/financial/save-financial';
import { writeKnowledge } from '../registration/knowledge/save-knowledge';
import {
  checkPersonal,
  idNumberConflict,
  writePersonal,
  type PersonalInput,
} from '../registration/personal/save-personal';
import { auditClientChange } from '../registration/shared/audit';
import { assertOptionsExist } from '../registration/shared/reference-checks';
import { reapplyAfterDays } from '../registration/shared/reapply';
import { findVerifiedMobile } from '../withdrawals/payout-account';
import { assertEmailFree, writeEmail } from './email-change';
import { emailChangedOldAddressMail, emailCodeMail, profileChangedMail, stepUpSms } from './profile-mail';
import {
  asProfileResult,
  ProfileRefusal,
  requireActiveClient,
  runProfileUpdate,
  type ProfilePart,
} from './profile-update';

export interface ProfileUpdatesRoutesOptions {
  db: Db;
  sms: SmsProvider;
  approvals: Approvals;
}

const tags = ['Client profile'];
const answers = { 200: profileUpdateResultSchema, 400: errorBodySchema };

type FinancialPatch = Partial<z.output<typeof saveFinancialInformationRequestSchema>>;

/**
 * My-profile updates (spec section 7; docs/account.md "Profile updates"). Thin wrappers: each call is the
 * registration step's schema, checks and write (modules/registration/<step>/save-*.ts) run through
 * {@link runProfileUpdate}, which adds the rules of an approved client's change (active status, step-up codes, one
 * transaction, audit before and after). Bank and phone changes need a step-up code texted to the number on record
 * and are e-mailed to the client; a new bank account waits for staff verification before withdrawals use it.
 */
export const profileUpdatesRoutes: FastifyPluginAsyncZod<ProfileUpdatesRoutesOptions> = async (
  app,
  { db, sms, approvals },
) => {
  registerBankVerificationApproval(approvals);
  const personalPart = (client: ClientRow, input: PersonalInput): ProfilePart => ({
    section: 'personal',
    check: async () => {
      const saved = await loadPersonal(db, client);
      // The ID was checked against the documents at e-KYC and by staff: it is not the client's to change.
      if (saved && (saved.idType !== input.idType || saved.nric !== input.nric)) {
        throw new ProfileRefusal('profile.idNumberLocked');
      }
      await checkPersonal(db, input);
    },
    write: async (tx) => {
      const days = await reapplyAfterDays(tx);
      await writePersonal(tx, client.clientId, client.emailAddress, input, days).catch((err: unknown) => {
        throw idNumberConflict(err);
      });
    },
  });

  const ethnicityPart = (client: ClientRow, ethnicity: string): ProfilePart => ({
    section: 'ethnicity',
    check: () => assertOptionsExist(db, [['ethnicity', 'ETHNICITY', ethnicity]]),
    write: async (tx) => {
      await tx
        .update(clientPersonalInfo)
        .set({ ethnicity, modifiedBy: client.emailAddress, updatedAt: new Date() })
        .where(eq(clientPersonalInfo.clientId, client.clientId));
    },
  });

  const contactPart = (client: ClientRow, input: z.output<typeof updateContactRequestSchema>): ProfilePart => ({
    section: 'contact',
    check: () => checkAddress(db, input),
    write: (tx) => writeAddress(tx, client.clientId, client.emailAddress, input),
  });

  /**
   * A financial section (bank, income, tax) is merged into the saved step 7 and the whole is checked again with
   * step 7's schema and checks, so the cross-field rules (tax number outside Malaysia, occupation when working,
   * the account in the client's own name) hold for the record as it will be.
   */
  async function financialPart(
    request: FastifyRequest,
    client: ClientRow,
    section: 'bank' | 'income' | 'tax',
    patch: FinancialPatch,
  ): Promise<ProfilePart> {
    const saved = await loadFinancial(db, client);
    if (!saved) throw new ProfileRefusal('profile.noFinancialInfo');
    if (isUsPerson({ ...saved, ...patch })) {
      await auditClientChange(db, request, client.clientId, 'profile.update.usPersonRefused');
      throw usPersonRefused();
    }
    const parsed = saveFinancialInformationRequestSchema.safeParse({ ...saved, ...patch, borrowingUndertaking: true });
    if (!parsed.success) {
      throw new ValidationError(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
    }
    const input: FinancialInput = parsed.data;
    const bankChanged =
      section === 'bank' &&
      (input.bankCode.toUpperCase() !== saved.bankCode || input.bankAccountNumber !== saved.bankAccountNumber);
    return {
      section,
      check: async () => {
        // Checked first for the refusal's text: the alert names the client, as the registration form does.
        const name = clientFullName(client.givenName, client.surName);
        if (!isOwnName(input.bankAccountHolderName, client.givenName, client.surName)) {
          throw new AppError(400, 'VALIDATION_ERROR', formatMessage('validation.bankAccountHolder', { name }));
        }
        await checkFinancial(db, client, input);
      },
      // A new account is unverified until staff verify it; the holder's name alone may change without that.
      write: (tx) => writeFinancial(tx, client.clientId, client.emailAddress, input, bankChanged ? false : undefined),
    };
  }

  async function mailChange(client: ClientRow, change: StepUpChange, log: Parameters<typeof sendClientMail>[1]) {
    await sendClientMail(mailSenderOf(app), log, profileChangedMail(client, change, new Date()));
  }

  const stepUpCode = (change: StepUpChange, code: string) => ({
    purpose: 'stepUp' as const,
    subject: change,
    code,
    field: 'stepUpOtp' as const,
  });

  function route<S extends z.ZodType>(
    path: string,
    summary: string,
    body: S,
    handler: (request: FastifyRequest & { body: z.output<S> }) => Promise<ProfileUpdateResult>,
  ) {
    app.post(path, { config: { auth: 'client' }, schema: { tags, summary, body, response: answers } }, (request) =>
      handler(request as FastifyRequest & { body: z.output<S> }),
    );
  }

  route(
    ApiPaths.clientProfile.updateClientPersonalInformation,
    'Update personal information (step 5 rules; the ID type and number cannot change)',
    updatePersonalRequestSchema,
    (request) =>
      runProfileUpdate(db, request, 'profile.update', async (client) => ({
        parts: [personalPart(client, request.body)],
      })),
  );

  route(ApiPaths.clientProfile.updateEthnicityClient, 'Update the ethnicity', updateEthnicityRequestSchema, (request) =>
    runProfileUpdate(db, request, 'profile.update', async (client) => ({
      parts: [ethnicityPart(client, request.body.ethnicity)],
    })),
  );

  route(
    ApiPaths.clientProfile.updateClientContactInformation,
    'Update the address (step 6 rules; restricted countries refused)',
    updateContactRequestSchema,
    (request) =>
      runProfileUpdate(db, request, 'profile.update', async (client) => ({
        parts: [contactPart(client, request.body)],
      })),
  );

  route(
    ApiPaths.clientProfile.updateIncomeInformation,
    'Update employment, income, net worth, source of funds and the ringgit-borrowing declaration',
    updateIncomeRequestSchema,
    (request) =>
      runProfileUpdate(db, request, 'profile.update', async (client) => ({
        parts: [await financialPart(request, client, 'income', request.body)],
      })),
  );

  route(
    ApiPaths.clientProfile.updatetaxKnowledgeQuestionInformation,
    'Update tax residency and tax number (a US person is refused)',
    updateTaxRequestSchema,
    (request) =>
      runProfileUpdate(db, request, 'profile.update', async (client) => ({
        parts: [await financialPart(request, client, 'tax', request.body)],
      })),
  );

  route(
    ApiPaths.clientProfile.updateKnowledgeQuestionInformation,
    'Update the knowledge and experience answers (step 8)',
    updateKnowledgeRequestSchema,
    (request) =>
      runProfileUpdate(db, request, 'profile.update', async (client) => ({
        parts: [
          {
            section: 'knowledge',
            write: (tx) => writeKnowledge(tx, client.clientId, client.emailAddress, request.body),
          },
        ],
      })),
  );

  route(
    ApiPaths.clientProfile.updateInvestmentProfile,
    'Retake the risk questionnaire / change level (at most the scored, capped level)',
    saveInvestmentProfileRequestSchema,
    (request) =>
      runProfileUpdate(db, request, 'profile.update', async (client) => ({
        parts: [
          {
            section: 'investmentProfile',
            write: async (tx) => {
              await saveProfile(tx, client.clientId, request.body);
            },
          },
        ],
      })),
  );

  route(
    ApiPaths.clientProfileUpdate,
    'Update several sections at once (personal, ethnicity, address, income, tax, knowledge): all or nothing',
    updateClientProfileRequestSchema,
    (request) =>
      runProfileUpdate(db, request, 'profile.update', async (client) => {
        const b = request.body;
        const parts: ProfilePart[] = [];
        if (b.personal) parts.push(personalPart(client, b.personal));
        if (b.ethnicity) parts.push(ethnicityPart(client, b.ethnicity.ethnicity));
        if (b.contact) parts.push(contactPart(client, b.contact));
        if (b.income) parts.push(await financialPart(request, client, 'income', b.income));
        if (b.tax) parts.push(await financialPart(request, client, 'tax', { ...b.income, ...b.tax }));
        if (b.knowledge) {
          const knowledge = b.knowledge;
          parts.push({
            section: 'knowledge',
            write: (tx) => writeKnowledge(tx, client.clientId, client.emailAddress, knowledge),
          });
        }
        return { parts };
      }),
  );

  route(
    ApiPaths.clientProfile.updateBankInformation,
    'Change the bank account (own name; step-up code; unverified until staff verify it; e-mailed)',
    updateBankRequestSchema,
    async (request) => {
      const { stepUpOtp, ...bank } = request.body;
      const { client, ...result } = await runProfileUpdate(db, request, 'profile.update', async (client) => ({
        parts: [await financialPart(request, client, 'bank', bank)],
        codes: [stepUpCode('bank', stepUpOtp)],
      }));
      if (result.status && client) await mailChange(client, 'bank', request.log);
      return result;
    },
  );

  route(
    ApiPaths.clientProfile.sendStepUpOTP,
    'Text the step-up code for a bank, phone, document or e-mail change to the number on record',
    sendStepUpOtpRequestSchema,
    (request) =>
      asProfileResult(async () => {
        const client = requireActiveClient(request);
        const mobile = await findVerifiedMobile(db, client.clientId);
        if (!mobile) throw new ProfileRefusal('profile.noMobile');
        const { change } = request.body;
        const code = await issueOneTimeCode(db, {
          clientId: client.clientId,
          purpose: 'stepUp',
          subject: change,
          channel: 'sms',
        });
        await sms.send(mobile, stepUpSms(client.language, change, code));
      }),
  );

  route(
    ApiPaths.clientProfile.sendMobileOTP,
    'Text a code to the new mobile number (proves the client holds it)',
    profileSendMobileOtpRequestSchema,
    (request) =>
      asProfileResult(async () => {
        const client = requireActiveClient(request);
        if (request.body.mobileNumber === client.mobileNumber) throw new ProfileRefusal('profile.samePhone');
        await sendMobileCode({ db, sms, mailer: app.mailer }, client, request.body.mobileNumber, 'sms');
      }),
  );

  route(
    ApiPaths.clientProfile.updatePhoneNumber,
    "Change the mobile number: the new number's code and the step-up code to the old one; e-mailed",
    updatePhoneNumberRequestSchema,
    async (request) => {
      const { mobileNumber, otp, stepUpOtp } = request.body;
      const { client, ...result } = await runProfileUpdate(db, request, 'profile.update', async (client) => ({
        parts: [{ section: 'phone', write: (tx) => writeVerifiedMobile(tx, client.clientId, mobileNumber, 'sms') }],
        codes: [stepUpCode('phone', stepUpOtp), { purpose: 'mobile', subject: mobileNumber, code: otp, field: 'otp' }],
      }));
      if (result.status && client) await mailChange(client, 'phone', request.log);
      return result;
    },
  );

  route(
    ApiPaths.clientProfile.sendEmailOTP,
    'E-mail a code to the new login address (proves the client holds it); an address in use is refused',
    profileSendEmailOtpRequestSchema,
    (request) =>
      asProfileResult(async () => {
        const client = requireActiveClient(request);
        const { emailAddress } = request.body;
        await assertEmailFree(db, client, emailAddress);
        const code = await issueOneTimeCode(db, {
          clientId: client.clientId,
          purpose: 'email',
          subject: emailAddress,
          channel: 'email',
        });
        await sendClientMail(mailSenderOf(app), request.log, emailCodeMail({ ...client, emailAddress }, code));
      }),
  );

  route(
    ApiPaths.clientProfile.sendChangeCodes,
    'Send both codes of a mobile-number or e-mail change (the new one and the step-up), or neither; e-mail in use refused',
    sendChangeCodesRequestSchema,
    (request) =>
      asProfileResult(async () => {
        const client = requireActiveClient(request);
        const mobile = await findVerifiedMobile(db, client.clientId);
        if (!mobile) throw new ProfileRefusal('profile.noMobile');
        const body = request.body;
        const newOne =
          body.change === 'phone'
            ? { purpose: 'mobile' as const, subject: body.mobileNumber, channel: 'sms' as const }
            : { purpose: 'email' as const, subject: body.emailAddress, channel: 'email' as const };
        if (body.change === 'phone' && body.mobileNumber === client.mobileNumber) {
          throw new ProfileRefusal('profile.samePhone');
        }
        if (body.change === 'email') await assertEmailFree(db, client, body.emailAddress);
        const owners = [
          { clientId: client.clientId, ...newOne },
          { clientId: client.clientId, purpose: 'stepUp' as const, subject: body.change, channel: 'sms' as const },
        ];
        const issued = await issueOneTimeCodes(db, owners);
        const [newCode, stepUp] = issued.map((c) => c.code) as [string, string];
        try {
          if (body.change === 'phone') {
            await sms.send(body.mobileNumber, otpSms(newCode, mailLanguage(client.language)));
          } else {
            const mailer = mailSenderOf(app);
            if (!mailer) throw new Error('no mailer registered');
            await mailer.send(emailCodeMail({ ...client, emailAddress: body.emailAddress }, newCode));
          }
          await sms.send(mobile, stepUpSms(client.language, body.change, stepUp));
        } catch (err) {
          // Neither counts: both codes are taken back (one that did arrive no longer works) and may be asked again.
          request.log.error({ err }, 'profile: change codes could not be sent');
          await revokeIssuedCodes(db, owners, issued);
          throw new AppError(409, OtpErrorCode.DeliveryFailed, messagesEn['alert.default']);
        }
      }),
  );

  route(
    ApiPaths.clientProfile.updateEmailAddress,
    "Change the login e-mail: the new address's code and the step-up code; other sessions end; both addresses e-mailed",
    updateEmailAddressRequestSchema,
    async (request) => {
      const { emailAddress, otp, stepUpOtp } = request.body;
      const { grantId } = requireUser(request);
      const { client, ...result } = await runProfileUpdate(db, request, 'profile.update', async (client) => ({
        parts: [
          {
            section: 'email',
            check: () => assertEmailFree(db, client, emailAddress),
            write: (tx) => writeEmail(tx, client, emailAddress, grantId),
          },
        ],
        codes: [stepUpCode('email', stepUpOtp), { purpose: 'email', subject: emailAddress, code: otp, field: 'otp' }],
      }));
      if (result.status && client) {
        const now = new Date();
        const mailer = mailSenderOf(app);
        await sendClientMail(mailer, request.log, emailChangedOldAddressMail(client, emailAddress, now));
        await sendClientMail(mailer, request.log, profileChangedMail({ ...client, emailAddress }, 'email', now));
      }
      return result;
    },
  );

  app.post(
    routePattern(ApiPaths.backoffice.verifyBankAccount, 'clientId'),
    {
      config: { auth: 'staff', staffRoles: ['reviewer'] },
      schema: {
        tags: ['Back office'],
        summary:
          "Verify a client's changed bank account (four eyes: once approved, withdrawals may pay it); audit-logged",
        params: z.object({ clientId: z.coerce.number().int().positive() }),
        response: {
          200: verifyBankAccountResponseSchema.describe('Verified at once (four eyes off for this action).'),
          202: sentForApprovalResponseSchema.describe('Sent for approval: not verified yet.'),
          404: errorBodySchema,
          409: errorBodySchema.describe('Already waiting for approval.'),
        },
      },
    },
    async (request, reply) => {
      const answer = await approvals.submit(request, await bankVerificationDraft(db, request.params.clientId));
      return sendIdempotent(reply, answer);
    },
  );
};
