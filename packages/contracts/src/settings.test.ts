import { describe, expect, it } from 'vitest';
import { parseAppSettings, type AppSettings } from './settings';
import { appSettingsSchema } from './settings-schema';

const valid: AppSettings = {
  apiBase: 'https://app.example.my',
  switchApiBase: 'https://switch.example.my',
  identityServer: 'https://app.example.my/identity',
  clientId: 'harta-app',
  scope: 'openid profile roles offline_access api',
  redirectUri: 'https://app.example.my/',
  clientAppUrl: 'https://app.example.my',
  storage: 'localStorage',
  idlePeriod: 900,
  timeoutCountdown: 10,
  environment: 'production',
  supportEmail: 'support@example.my',
  marketingSiteUrl: 'https://example.my',
  faqUrl: 'https://example.my/faq',
  contactUrl: 'https://example.my/contact',
  registrationAuth: 'dXNlcjpwYXNz',
};

/** Documents each reader must refuse, with the fields it must name. */
const invalid: [string, unknown, string[]][] = [
  ['not an object', null, ['(root)']],
  ['an array', [valid], ['(root)']],
  ['a missing field', { ...valid, faqUrl: undefined }, ['faqUrl']],
  ['an unknown storage', { ...valid, storage: 'cookies' }, ['storage']],
  ['a zero idle period', { ...valid, idlePeriod: 0 }, ['idlePeriod']],
  ['a fractional countdown', { ...valid, timeoutCountdown: 1.5 }, ['timeoutCountdown']],
  ['a number as text', { ...valid, idlePeriod: '900' }, ['idlePeriod']],
  ['two bad fields', { ...valid, apiBase: 42, storage: 'cookies' }, ['apiBase', 'storage']],
];

describe('app settings: the web reader (parseAppSettings) and the server schema (zod) agree', () => {
  it('accept a complete document and drop keys they do not know', () => {
    const withExtra = { ...valid, somethingNew: true };
    expect(parseAppSettings(withExtra)).toEqual({ success: true, data: valid });
    expect(appSettingsSchema.parse(withExtra)).toEqual(valid);
  });

  it.each(invalid)('refuse %s, naming the fields', (_label, doc, fields) => {
    const parsed = parseAppSettings(doc);
    expect(parsed).toEqual({ success: false, invalid: fields });
    const zodParsed = appSettingsSchema.safeParse(doc);
    expect(zodParsed.success).toBe(false);
    if (!zodParsed.success && fields[0] !== '(root)') {
      expect(zodParsed.error.issues.map((issue) => issue.path.join('.')).sort()).toEqual([...fields].sort());
    }
  });
});
