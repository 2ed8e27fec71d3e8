import { z } from 'zod';
import { safeTextSchema } from '../validators';
import { MALAYSIA } from './registration-personal';
import {
  alsoWithFieldIssues,
  auditFieldsSchema,
  countryCodeSchema,
  optionalClientIdSchema,
  optionalTextSchema,
  requiredTextSchema,
} from './registration-common';
import { mobileNumberSchema } from './registration-signup';

/** Step 6, contact information and mobile verification (docs/registration.md). */

/** Malaysian states and federal territories (codes as on the state list of getValueByType/STATE). */
export const MalaysianStates = [
  'JHR',
  'KDH',
  'KTN',
  'MLK',
  'NSN',
  'PHG',
  'PRK',
  'PLS',
  'PNG',
  'SBH',
  'SWK',
  'SGR',
  'TRG',
  'KUL',
  'LBN',
  'PJY',
] as const;

export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 300;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_SECONDS = 60;

export const otpCodeSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^\d{6}$/, { error: 'validation.otp' });

/**
 * POST saveClientContactInformation. `postcode` is 5 digits and `state` one of {@link MalaysianStates} when
 * `country` is MY; elsewhere 3–10 characters and free text. A country on RestrictedCountryGet answers 409
 * RESTRICTED_COUNTRY. The mobile number must have been verified (savePhoneNumber) first: 409 MOBILE_NOT_VERIFIED.
 */
export const saveContactInformationRequestSchema = auditFieldsSchema
  .extend({
    clientId: optionalClientIdSchema,
    addressLine1: requiredTextSchema(100),
    addressLine2: optionalTextSchema(100),
    postcode: safeTextSchema({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }),
    city: requiredTextSchema(60),
    state: requiredTextSchema(60),
    country: countryCodeSchema,
  })
  .superRefine(
    (data, ctx) => {
      const postcode = typeof data.postcode === 'string' ? data.postcode : null;
      const state = typeof data.state === 'string' ? data.state : null;
      if (data.country === MALAYSIA) {
        if (postcode !== null && !/^\d{5}$/.test(postcode)) {
          ctx.addIssue({ code: 'custom', path: ['postcode'], message: 'validation.postcode' });
        }
        if (state !== null && !(MalaysianStates as readonly string[]).includes(state.toUpperCase())) {
          ctx.addIssue({ code: 'custom', path: ['state'], message: 'validation.state' });
        }
      } else if (typeof data.country === 'string' && postcode !== null && !/^[A-Za-z0-9 -]{3,10}$/.test(postcode)) {
        ctx.addIssue({ code: 'custom', path: ['postcode'], message: 'validation.postcodeForeign' });
      }
    },
    // Also when other fields failed, so the form shows every problem at once.
    alsoWithFieldIssues,
  )
  .transform((data) => ({ ...data, state: data.country === MALAYSIA ? data.state.toUpperCase() : data.state }));
export type SaveContactInformationRequest = z.input<typeof saveContactInformationRequestSchema>;

export const contactInformationSchema = z.object({
  clientId: z.number().int(),
  emailAddress: z.string(),
  /** E.164; the number given at sign-up until savePhoneNumber replaces it. */
  mobileNumber: z.string().nullable(),
  /** True when `mobileNumber` has been verified with a code. */
  isMobileVerified: z.boolean(),
  /** 'sms' or 'email' (the e-mail fallback); null when not verified. */
  mobileVerifiedBy: z.enum(['sms', 'email']).nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
});
export type ContactInformation = z.infer<typeof contactInformationSchema>;

/** GET getcontactInfoByClientId: always answers (the mobile number exists from sign-up). */
export const getContactInfoResponseSchema = z.object({ result: contactInformationSchema });

/**
 * POST sendMobileOTP: texts a 6-digit code to `mobileNumber` (5 minutes, 5 attempts). Asking again within
 * 60 seconds answers 429 OTP_COOLDOWN with a retry-after header.
 */
export const sendMobileOtpRequestSchema = z.object({
  clientId: optionalClientIdSchema,
  mobileNumber: mobileNumberSchema,
});
export type SendMobileOtpRequest = z.input<typeof sendMobileOtpRequestSchema>;

/**
 * POST sendEmailOTP: the fallback when the SMS does not arrive: e-mails a code for `mobileNumber` to the client's
 * confirmed address. Same limits as sendMobileOTP; a number verified this way is marked `mobileVerifiedBy: 'email'`.
 */
export const sendEmailOtpRequestSchema = sendMobileOtpRequestSchema;
export type SendEmailOtpRequest = z.input<typeof sendEmailOtpRequestSchema>;

export const otpSentResponseSchema = z.object({
  result: z.object({
    message: z.string(),
    /** Masked destination ('+6012****789' or 'a***@example.com'). */
    sentTo: z.string(),
    expiresInSeconds: z.number().int(),
    resendAfterSeconds: z.number().int(),
  }),
});
export type OtpSentResponse = z.infer<typeof otpSentResponseSchema>;

/**
 * POST savePhoneNumber: checks the latest code sent for `mobileNumber` and saves the number as verified.
 * Wrong code: 400 OTP_INVALID (attempts left in the message); expired or used: 400 OTP_EXPIRED; fifth wrong
 * code: 400 OTP_TOO_MANY_ATTEMPTS (ask for a new code).
 */
export const savePhoneNumberRequestSchema = z.object({
  clientId: optionalClientIdSchema,
  mobileNumber: mobileNumberSchema,
  otp: otpCodeSchema,
});
export type SavePhoneNumberRequest = z.input<typeof savePhoneNumberRequestSchema>;

export const savePhoneNumberResponseSchema = z.object({ result: contactInformationSchema });
