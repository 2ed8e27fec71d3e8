import { describe, expect, it } from 'vitest';
import { messagesEn } from '@harta/contracts/messages';
import { uiEn } from '../lib/i18n/en';
import { backofficeEn } from '../features/backoffice/i18n/en';
import { referenceDataEn } from '../features/backoffice/reference-data/i18n/en';
import { nativeEn } from '../features/native/i18n/en';
import { passwordResetEn } from '../features/password-reset/i18n/en';
import { helpEn } from '../features/public-pages/i18n/en';
import { registrationEn } from '../features/registration/i18n/en';

/** Every English string of the app, from every resource file (a feature's own file loads with its pages). */
const everyString: [key: string, text: string][] = [
  messagesEn,
  uiEn,
  backofficeEn,
  referenceDataEn,
  nativeEn,
  passwordResetEn,
  helpEn,
  registrationEn,
].flatMap((bundle) => Object.entries(bundle as Record<string, string>));

describe('one word for one thing (issue 15 item 7)', () => {
  it("says 'Logout', the spec's menu word, never 'Log out'", () => {
    expect(everyString.filter(([, text]) => /\blog out\b/i.test(text))).toEqual([]);
    expect(everyString.some(([, text]) => text === 'Logout')).toBe(true);
  });
});
