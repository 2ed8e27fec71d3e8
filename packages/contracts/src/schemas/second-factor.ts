import { z } from 'zod';
import { safeTextSchema } from '../validators';

/** docs/security.md "Second factor". Codes are checked on the server; the form only asks for something typed. */
const codeSchema = safeTextSchema({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(40);

/** A new secret: shown once (QR code and text), with the recovery codes that work once it is confirmed. */
export const secondFactorEnrolmentSchema = z.object({
  /** Base32, as typed into an authenticator app by hand. */
  secret: z.string(),
  /** `otpauth://totp/...` for the QR code. */
  otpauthUri: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type SecondFactorEnrolment = z.infer<typeof secondFactorEnrolmentSchema>;
export const secondFactorEnrolmentResponseSchema = z.object({ result: secondFactorEnrolmentSchema });

/** A staff member's enrolment at first sign-in: the same credentials as the password grant. */
export const loginEnrolmentRequestSchema = z.object({
  username: safeTextSchema().min(1).max(320),
  password: safeTextSchema().min(1).max(200),
});

export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Staff must keep one (they cannot turn it off). */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;
export const secondFactorStatusResponseSchema = z.object({ result: secondFactorStatusSchema });

export const secondFactorConfirmRequestSchema = z.object({ code: codeSchema });
export type SecondFactorConfirmRequest = z.input<typeof secondFactorConfirmRequestSchema>;

/** Turning it off needs the password or a current code (or a recovery code). */
export const secondFactorDisableRequestSchema = z
  .object({
    password: safeTextSchema().max(200).optional(),
    code: safeTextSchema().trim().max(40).optional(),
  })
  .refine((v) => Boolean(v.password) || Boolean(v.code), { error: 'validation.required', path: ['password'] });
export type SecondFactorDisableRequest = z.input<typeof secondFactorDisableRequestSchema>;

export const secondFactorDoneResponseSchema = z.object({ result: secondFactorStatusSchema });

export const staffSecondFactorResetParamsSchema = z.object({ userId: z.uuid() });
export const staffSecondFactorResetResponseSchema = z.object({
  result: z.object({ userId: z.string(), email: z.string(), reset: z.literal(true) }),
});

export const devSecondFactorCodeQuerySchema = z.object({ email: safeTextSchema().min(3).max(320) });
export const devSecondFactorCodeResponseSchema = z.object({
  result: z.object({
    /** The next code the sign-in accepts (of time step `step`), and how long until it does (0: now). */
    code: z.string(),
    step: z.number().int(),
    waitSeconds: z.number().int(),
    /** Seconds left in the current time step. */
    secondsLeft: z.number().int(),
  }),
});
