import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../languages';
import { boundedString, confirmMatch, emailSchema, passwordSchema } from '../validators';
import { PRIVACY_VERSION, TERMS_VERSION } from '../legal-documents';
import { personNameSchema } from './registration-common';

/**
 * Steps 1–3 and forgot password (docs/registration.md): called with the registration basic-auth pair, never
 * with a clientId. Tokens travel in the body, never in a query string (they would land in access logs).
 */

/** Malaysian mobile: '+601' or '01', then 8–9 digits; spaces and hyphens are ignored. Output: E.164 ('+60123456789'). */
export const MY_MOBILE_PATTERN = /^(?:\+?60|0)(1\d{8,9})$/;

export function normalizeMalaysianMobile(value: string): string | null {
  const compact = value.replace(/[\s-]/g, '');
  const match = MY_MOBILE_PATTERN.exec(compact);
  if (!match) return null;
  // '601…' without the plus is accepted too: people copy numbers from WhatsApp that way.
  return `+60${match[1]}`;
}

export const mobileNumberSchema = boundedString({ error: 'validation.required' }, 40, 'validation.mobileNumber')
  .trim()
  .min(1, { error: 'validation.required' })
  .transform((value, ctx) => {
    const normalized = normalizeMalaysianMobile(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: 'validation.mobileNumber' });
      return z.NEVER;
    }
    return normalized;
  });

export const registrationEmailSchema = boundedString({ error: 'validation.required' }, 320, 'validation.email')
  .trim()
  .pipe(emailSchema({ required: true }))
  .transform((v) => v.toLowerCase());

const mustAccept = z.literal(true, { error: 'validation.mustAccept' });

/** POST saveClient (step 1). */
export const saveClientRequestSchema = z.object({
  emailAddress: registrationEmailSchema,
  givenName: personNameSchema(100),
  mobileNumber: mobileNumberSchema,
  referralCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{4,20}$/, { error: 'validation.referralCode' })
    .nullish()
    .or(z.literal('').transform(() => null)),
  acceptTerms: mustAccept,
  acceptPrivacy: mustAccept,
  /**
   * The versions of the terms and privacy notice the applicant was shown (legal-documents.ts). Optional for
   * older apps (the current version is recorded); an outdated one is refused: the text has changed since.
   */
  termsVersion: z.literal(TERMS_VERSION, { error: 'registration.termsOutdated' }).optional(),
  privacyVersion: z.literal(PRIVACY_VERSION, { error: 'registration.termsOutdated' }).optional(),
  /** True when the native app registers (spec section 7). */
  isMobileRegistration: z.boolean().default(false),
  /** The language the applicant signs up in (issue #14): the account's e-mails start in it. */
  language: z.enum(LANGUAGES, { error: 'validation.unknownOption' }).default(DEFAULT_LANGUAGE),
});
export type SaveClientRequest = z.input<typeof saveClientRequestSchema>;

export const saveClientResponseSchema = z.object({
  result: z.object({
    emailAddress: z.string(),
    currentStep: z.number().int(),
    /** 'registration.confirmationSent' in English. */
    message: z.string(),
  }),
});
export type SaveClientResponse = z.infer<typeof saveClientResponseSchema>;

/** Token carried by an e-mailed link (random, 43 base64url characters). */
export const linkTokenSchema = z
  .string({ error: 'validation.required' })
  .min(16, { error: 'registration.tokenInvalid' })
  .max(200, { error: 'registration.tokenInvalid' });

export const confirmEmailTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

export const ConfirmEmailTokenStates = ['VALID', 'EXPIRED', 'USED', 'INVALID'] as const;
export type ConfirmEmailTokenState = (typeof ConfirmEmailTokenStates)[number];

/** GET confirmEmailCheck/{token}: what the link is worth, without using it (always 200). */
export const confirmEmailCheckResponseSchema = z.object({
  result: z.object({
    state: z.enum(ConfirmEmailTokenStates),
    /** Masked ('a***@example.com'); only for VALID and EXPIRED, so the page can offer "send a new link". */
    emailAddress: z.string().nullable(),
  }),
});
export type ConfirmEmailCheckResponse = z.infer<typeof confirmEmailCheckResponseSchema>;

/** POST confirmEmail (step 2): uses the link's token once. */
export const confirmEmailRequestSchema = z.object({ token: linkTokenSchema });
export type ConfirmEmailRequest = z.input<typeof confirmEmailRequestSchema>;

export const confirmEmailResponseSchema = z.object({
  result: z.object({
    emailAddress: z.string(),
    currentStep: z.number().int(),
    /** Short-lived, single-use token for saveClientPassword. */
    setupToken: z.string(),
    setupTokenExpiresInSeconds: z.number().int(),
  }),
});
export type ConfirmEmailResponse = z.infer<typeof confirmEmailResponseSchema>;

/** POST resendConfirmationEmail: same answer whether or not the address exists (acknowledgedResponseSchema). */
export const resendConfirmationEmailRequestSchema = z.object({ emailAddress: registrationEmailSchema });
export type ResendConfirmationEmailRequest = z.input<typeof resendConfirmationEmailRequestSchema>;

const passwordPair = z.object({
  password: passwordSchema(),
  confirmPassword: boundedString({ error: 'validation.required' }),
});

/** POST saveClientPassword (step 3). */
export const saveClientPasswordRequestSchema = passwordPair
  .extend({ setupToken: linkTokenSchema })
  .superRefine(confirmMatch('password', 'confirmPassword'));
export type SaveClientPasswordRequest = z.input<typeof saveClientPasswordRequestSchema>;

export const saveClientPasswordResponseSchema = z.object({
  result: z.object({
    /** Log in with this and the new password (password grant). */
    emailAddress: z.string(),
    currentStep: z.number().int(),
  }),
});
export type SaveClientPasswordResponse = z.infer<typeof saveClientPasswordResponseSchema>;

/** POST forgotPassword: same answer whether or not the address exists (acknowledgedResponseSchema). */
export const forgotPasswordRequestSchema = z.object({ emailAddress: registrationEmailSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** POST resetPassword: the token from the `/user-login?reset=<token>` link. Answers acknowledgedResponseSchema. */
export const resetPasswordRequestSchema = passwordPair
  .extend({ token: linkTokenSchema })
  .superRefine(confirmMatch('password', 'confirmPassword'));
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
