import { z } from 'zod';
import { LANGUAGES } from '../languages';

/** Client login summary (spec section 3). */
export const clientLoginSummarySchema = z.object({
  clientId: z.number().int(),
  emailAddress: z.string(),
  givenName: z.string(),
  status: z.string(),
  guid: z.string(),
  currentStep: z.number().int(),
  isMobileRegistration: z.boolean(),
  isQRrefreshButtonEnable: z.boolean(),
});
export type ClientLoginSummary = z.infer<typeof clientLoginSummarySchema>;

export const clientLoginSummaryResponseSchema = z.object({ result: clientLoginSummarySchema });

/** What the header, greeting and dashboard need about the logged-in client. */
export const clientBasicInfoSchema = z.object({
  clientId: z.number().int(),
  emailAddress: z.string(),
  givenName: z.string(),
  surName: z.string().nullable(),
  status: z.string(),
  currentStep: z.number().int(),
  /** Registration progress for the '{n}% completed' indicator, 0–100. */
  completedPercent: z.number().int().min(0).max(100),
  createdAt: z.string(),
  /** The account's language ('en' or 'ms'): e-mails are written in it; the app adopts it on a new device. */
  language: z.enum(LANGUAGES),
});
export type ClientBasicInfo = z.infer<typeof clientBasicInfoSchema>;

export const clientBasicInfoResponseSchema = z.object({ result: clientBasicInfoSchema });

/** `PUT /api/ClientProfile/language`. */
export const accountLanguageRequestSchema = z.object({
  language: z.enum(LANGUAGES, { error: 'validation.unknownOption' }),
});
export const accountLanguageResponseSchema = z.object({ result: z.object({ language: z.enum(LANGUAGES) }) });

export const keepAliveResponseSchema = z.object({
  result: z.object({ ok: z.literal(true), serverTime: z.string() }),
});
