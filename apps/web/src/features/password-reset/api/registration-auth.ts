import type { AppSettings } from '@harta/contracts/settings';

/**
 * The registration basic-auth pair (spec section 6): appsettings `registrationAuth` is the base64 pair, sent as
 * `Authorization: Basic …` in place of any bearer token.
 */
export function registrationAuthHeaders(settings: AppSettings): Record<string, string> {
  return settings.registrationAuth ? { Authorization: `Basic ${settings.registrationAuth}` } : {};
}
