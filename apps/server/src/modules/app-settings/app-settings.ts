import { APP_CLIENT_ID, APP_SCOPES } from '@harta/contracts/constants';
import { IdentityPaths } from '@harta/contracts/paths';
import type { AppSettings } from '@harta/contracts/settings';
import { appSettingsSchema } from '@harta/contracts/settings-schema';
import type { Config } from '../../config/config';

/**
 * The web app's runtime settings, derived from the server's own configuration so one build of the web app
 * runs in every environment. Validated against the contract at start: a bad value fails the boot, not the app.
 */
export function buildAppSettings(config: Config): AppSettings {
  return appSettingsSchema.parse({
    apiBase: config.publicUrl,
    switchApiBase: config.client.switchApiBase,
    identityServer: `${config.publicUrl}${IdentityPaths.base}`,
    clientId: APP_CLIENT_ID,
    scope: APP_SCOPES.join(' '),
    redirectUri: `${config.publicUrl}/`,
    clientAppUrl: config.publicUrl,
    storage: config.client.sessionStorage,
    idlePeriod: config.client.idlePeriodSeconds,
    timeoutCountdown: config.client.timeoutCountdownSeconds,
    environment: config.environment,
    supportEmail: config.client.supportEmail,
    marketingSiteUrl: config.client.marketingSiteUrl,
    faqUrl: config.client.faqUrl,
    contactUrl: config.client.contactUrl,
    // Not a secret: the spec's fixed pair ships inside the app (see the contract's comment).
    registrationAuth: Buffer.from(
      `${config.registrationBasicAuth.username}:${config.registrationBasicAuth.password}`,
      'utf8',
    ).toString('base64'),
  });
}
