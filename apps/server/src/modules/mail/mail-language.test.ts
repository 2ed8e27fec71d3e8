import { describe, expect, it } from 'vitest';
import { mailLanguage, mailRinggit } from './mail-language';
import { mailTextsEn } from './texts/en';
import { mailTextsMs } from './texts/ms';

describe('e-mails in the client language', () => {
  it('has every text in Malay with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    expect(Object.keys(mailTextsMs).sort()).toEqual(Object.keys(mailTextsEn).sort());
    for (const key of Object.keys(mailTextsEn) as (keyof typeof mailTextsEn)[]) {
      expect(placeholders(mailTextsMs[key]), key).toEqual(placeholders(mailTextsEn[key]));
      expect(mailTextsMs[key].trim(), key).not.toBe('');
    }
  });

  it('writes dates in Malaysia time and the language, and falls back to English for anything unknown', () => {
    // 18:00 UTC is 02:00 the next day in Kuala Lumpur.
    expect(mailLanguage('en').date(new Date('2026-08-09T18:00:00Z'))).toBe('10 Aug 2026');
    expect(mailLanguage('ms').date(new Date('2026-08-09T18:00:00Z'))).toBe('10 Ogo 2026');
    expect(mailLanguage('ms').date('2026-12-01')).toBe('1 Dis 2026');
    expect(mailLanguage('fr').language).toBe('en');
    expect(mailLanguage(null).text('mail.hello', { name: 'Aina' })).toBe('Hello Aina,');
    expect(mailLanguage('ms').text('mail.hello', { name: 'Aina' })).toBe('Helo Aina,');
  });

  it('shows ringgit with its symbol, grouping and two decimals', () => {
    expect(mailRinggit('1234.5')).toBe('RM 1,234.50');
    expect(mailRinggit('-10')).toBe('-RM 10.00');
  });
});
