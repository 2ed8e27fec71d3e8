import { z } from 'zod';
import { financialFieldsSchema } from './registration-financial';
import { optionCodeSchema, optionalClientIdSchema } from './registration-common';
import { otpCodeSchema, saveContactInformationRequestSchema } from './registration-contact';
import { savePersonalInformationRequestSchema } from './registration-personal';
import { saveKnowledgeRequestSchema } from './registration-knowledge';
import { mobileNumberSchema, registrationEmailSchema } from './registration-signup';

/**
 * My-profile updates (spec section 7, `/api/clientProfile/update*`; docs/account.md "Profile updates"). Every
 * body is the registration step's schema, or a section picked from it, so a field obeys one rule wherever it is
 * entered. Every call answers `{ status, errorMessage }` (errors.ts `profileUpdateResultSchema`).
 */

/** The changes that need step-up: a code texted to the number on record before the change is made. */
export const StepUpChanges = ['bank', 'phone', 'document', 'email'] as const;
export type StepUpChange = (typeof StepUpChanges)[number];

/** POST sendStepUpOTP (not named by the spec): the step-up code for one change, to the current mobile number. */
export const sendStepUpOtpRequestSchema = z.object({
  clientId: optionalClientIdSchema,
  change: z.enum(StepUpChanges, { error: 'validation.unknownOption' }),
});
export type SendStepUpOtpRequest = z.input<typeof sendStepUpOtpRequestSchema>;

/** POST updateClientPersonalInformation: step 5's body; the ID type and number cannot change once approved. */
export const updatePersonalRequestSchema = savePersonalInformationRequestSchema;

/** POST updateEthnicityClient. */
export const updateEthnicityRequestSchema = z.object({
  clientId: optionalClientIdSchema,
  ethnicity: optionCodeSchema,
});
export type UpdateEthnicityRequest = z.input<typeof updateEthnicityRequestSchema>;

/** POST updateClientContactInformation: step 6's address. */
export const updateContactRequestSchema = saveContactInformationRequestSchema;

/** POST sendMobileOTP (profile): texts a code to the new number, proving the client holds it. */
export const profileSendMobileOtpRequestSchema = z.object({
  clientId: optionalClientIdSchema,
  mobileNumber: mobileNumberSchema,
});
export type ProfileSendMobileOtpRequest = z.input<typeof profileSendMobileOtpRequestSchema>;

/** POST updatePhoneNumber: the new number's code (`otp`) and the step-up code sent to the old one. */
export const updatePhoneNumberRequestSchema = z.object({
  clientId: optionalClientIdSchema,
  mobileNumber: mobileNumberSchema,
  otp: otpCodeSchema,
  stepUpOtp: otpCodeSchema,
});
export type UpdatePhoneNumberRequest = z.input<typeof updatePhoneNumberRequestSchema>;

/**
 * POST sendEmailOTP (profile; not named by the spec): e-mails a code to the new login address, proving the client
 * holds it. An address another account uses is refused (`profile.emailTaken`).
 */
export const profileSendEmailOtpRequestSchema = z.object({
  clientId: optionalClientIdSchema,
  emailAddress: registrationEmailSchema,
});
export type ProfileSendEmailOtpRequest = z.input<typeof profileSendEmailOtpRequestSchema>;

/**
 * POST sendChangeCodes (not named by the spec): both codes a mobile-number or e-mail change needs, at once or
 * neither: the code to the new number or address and the step-up code to the number on record. Answers the
 * profile result; a wait (`OTP_COOLDOWN`) or a daily lock (`OTP_DAILY_LIMIT`) comes with `retryAfterSeconds`.
 */
export const sendChangeCodesRequestSchema = z.discriminatedUnion('change', [
  z.object({ clientId: optionalClientIdSchema, change: z.literal('phone'), mobileNumber: mobileNumberSchema }),
  z.object({ clientId: optionalClientIdSchema, change: z.literal('email'), emailAddress: registrationEmailSchema }),
]);
export type SendChangeCodesRequest = z.input<typeof sendChangeCodesRequestSchema>;

/** POST updateEmailAddress (not named by the spec): the new address's code (`otp`) and the step-up code. */
export const updateEmailAddressRequestSchema = z.object({
  clientId: optionalClientIdSchema,
  emailAddress: registrationEmailSchema,
  otp: otpCodeSchema,
  stepUpOtp: otpCodeSchema,
});
export type UpdateEmailAddressRequest = z.input<typeof updateEmailAddressRequestSchema>;

/** POST updateBankInformation: the account (in the client's own name) and the step-up code. */
export const updateBankRequestSchema = financialFieldsSchema
  .pick({ clientId: true, bankCode: true, bankAccountNumber: true, bankAccountHolderName: true })
  .extend({ stepUpOtp: otpCodeSchema });
export type UpdateBankRequest = z.input<typeof updateBankRequestSchema>;

export const INCOME_FIELDS = [
  'employmentStatus',
  'occupation',
  'businessType',
  'employerName',
  'annualIncome',
  'netWorth',
  'sourceOfFunds',
  'hasDomesticRinggitBorrowing',
  'borrowingUndertaking',
] as const;

/** POST updateIncomeInformation: employment, income, net worth, source of funds and the borrowing declaration. */
export const updateIncomeRequestSchema = financialFieldsSchema.pick({
  clientId: true,
  employmentStatus: true,
  occupation: true,
  businessType: true,
  employerName: true,
  annualIncome: true,
  netWorth: true,
  sourceOfFunds: true,
  hasDomesticRinggitBorrowing: true,
  borrowingUndertaking: true,
});
export type UpdateIncomeRequest = z.input<typeof updateIncomeRequestSchema>;

/** POST updatetaxKnowledgeQuestionInformation: tax residency, tax number and the US-person answer. */
export const updateTaxRequestSchema = financialFieldsSchema.pick({
  clientId: true,
  taxResidency: true,
  taxIdentificationNumber: true,
  isUsPerson: true,
});
export type UpdateTaxRequest = z.input<typeof updateTaxRequestSchema>;

/** POST updateKnowledgeQuestionInformation: step 8's answers. */
export const updateKnowledgeRequestSchema = saveKnowledgeRequestSchema;

/**
 * POST /api/ClientProfileUpdate/UpdateClientProfile: several sections in one call, saved all or nothing. The
 * sections that need step-up (bank, phone) have their own calls.
 */
export const updateClientProfileRequestSchema = z
  .object({
    clientId: optionalClientIdSchema,
    personal: updatePersonalRequestSchema.optional(),
    ethnicity: updateEthnicityRequestSchema.optional(),
    contact: updateContactRequestSchema.optional(),
    income: updateIncomeRequestSchema.optional(),
    tax: updateTaxRequestSchema.optional(),
    knowledge: updateKnowledgeRequestSchema.optional(),
  })
  .refine((body) => Object.keys(body).some((key) => key !== 'clientId'), { message: 'validation.required' });
export type UpdateClientProfileRequest = z.input<typeof updateClientProfileRequestSchema>;

/** POST backoffice verifyBankAccount (staff): the client's changed bank account now counts for withdrawals. */
export const verifyBankAccountResponseSchema = z.object({
  result: z.object({ clientId: z.number().int(), bankAccountVerified: z.literal(true) }),
});
