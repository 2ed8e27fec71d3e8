import type { AppSettings } from '@harta/contracts/settings';
import type { ClientLoginSummary } from '@harta/contracts/schemas/client';

export const testSettings: AppSettings = {
  apiBase: '',
  switchApiBase: '',
  identityServer: 'http://localhost/identity',
  clientId: 'harta-app',
  scope: 'openid profile harta-api roles offline_access',
  redirectUri: 'http://localhost/',
  clientAppUrl: 'http://localhost/',
  storage: 'sessionStorage',
  idlePeriod: 900,
  timeoutCountdown: 10,
  environment: 'sandbox',
  supportEmail: 'support@harta.test',
  marketingSiteUrl: 'https://harta.test',
  faqUrl: 'https://harta.test/faq',
  contactUrl: 'https://harta.test/contact',
  registrationAuth: 'aGFydGEtcmVnaXN0cmF0aW9uOmhhcnRhLWRldi1yZWdpc3RyYXRpb24tc2VjcmV0',
};

/** The login summary of an approved (ACTIVE) client, as getClientLoginById answers it. */
export const activeClient: ClientLoginSummary = {
  clientId: 7,
  emailAddress: 'demo@example.com',
  givenName: 'Aisyah',
  status: 'ACTIVE',
  guid: 'g',
  currentStep: 10,
  isMobileRegistration: false,
  isQRrefreshButtonEnable: false,
};
