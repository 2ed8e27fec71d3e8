import type { AppSettings } from '@harta/contracts/settings';
import { useSettings } from '../../../lib/settings/settings-context';

/**
 * Steps 1–3 use the registration basic-auth pair (spec section 6), delivered base64-encoded as appsettings
 * `registrationAuth`. The header replaces the bearer token for those calls.
 */
export function registrationAuthHeaders(settings: AppSettings): Record<string, string> {
  return settings.registrationAuth ? { Authorization: `Basic ${settings.registrationAuth}` } : {};
}

export function useRegistrationAuthHeaders(): Record<string, string> {
  return registrationAuthHeaders(useSettings());
}
