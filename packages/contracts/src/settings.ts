import { z } from 'zod';

/**
 * `/appsettings.json`: the runtime configuration the web app loads before anything else,
 * so that one build runs in every environment.
 */
export const appSettingsSchema = z.object({
  apiBase: z.string(),
  /** Second API base, for portfolio switching (spec section 7). */
  switchApiBase: z.string(),
  identityServer: z.string(),
  clientId: z.string(),
  scope: z.string(),
  redirectUri: z.string(),
  clientAppUrl: z.string(),
  /** Where the browser keeps the session: 'localStorage' survives restarts, 'sessionStorage' ends with the tab. */
  storage: z.enum(['localStorage', 'sessionStorage']),
  idlePeriod: z.number().int().positive(),
  timeoutCountdown: z.number().int().positive(),
  environment: z.string(),
  supportEmail: z.string(),
  marketingSiteUrl: z.string(),
  faqUrl: z.string(),
  contactUrl: z.string(),
  /**
   * Base64 of the registration basic-auth pair `user:password` (spec section 6: "registration calls use a fixed
   * basic-auth pair"). It ships inside the app, so it is not a secret: it only marks calls as coming from the app;
   * the e-mailed single-use tokens protect the account. Send it as `Authorization: Basic <registrationAuth>`.
   */
  registrationAuth: z.string(),
});

export type AppSettings = z.infer<typeof appSettingsSchema>;
