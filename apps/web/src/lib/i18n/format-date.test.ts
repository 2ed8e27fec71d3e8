import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from './init-i18n';
import { formatDate, formatDateTime } from './format-date';
import { LANGUAGE_LOCALES } from './language';

describe('dates for clients', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it('shows calendar dates and timestamps as Malaysian dates, whatever the device zone', () => {
    expect(formatDate('2026-11-25')).toBe('25 Nov 2026');
    // 20:00 UTC on the 24th is already the 25th in Malaysia.
    expect(formatDate('2026-11-24T20:00:00.000Z')).toBe('25 Nov 2026');
    expect(formatDateTime('2026-03-05T16:30:00.000Z')).toBe('6 Mar 2026, 00:30');
  });

  it('follows the chosen language', async () => {
    await changeLanguage('ms');
    expect(formatDate('2026-08-10')).toBe('10 Ogo 2026');
    expect(formatDate('2026-12-01')).toBe('1 Dis 2026');
  });

  it('leaves what is not a date as it is, and nothing as nothing', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate(null)).toBe('');
    expect(formatDateTime('later')).toBe('later');
  });
});

describe('dates written out by hand agree with Intl', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  // Every month, both languages, instants either side of Malaysian midnight, and a date before 1982 (UTC+7:30 then).
  const instants = [
    ...Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2026, m, 14, 15, 59)).toISOString()),
    ...Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2025, m, 28, 16, 0)).toISOString()),
    '2024-02-29T23:59:59.999Z',
    '1981-12-31T16:29:00.000Z',
  ];
  it.each(['en', 'ms'] as const)('%s', async (language) => {
    await changeLanguage(language);
    const locale = LANGUAGE_LOCALES[language];
    const options = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kuala_Lumpur' } as const;
    const date = new Intl.DateTimeFormat(locale, options);
    const dateTime = new Intl.DateTimeFormat(locale, {
      ...options,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    // One spelling of September in English, on the web as in the PDF statements: Sep (CLDR's en-MY writes Sept).
    const sep = (text: string) => text.replace('Sept', 'Sep');
    for (const iso of instants) {
      expect(formatDate(iso)).toBe(sep(date.format(new Date(iso))));
      expect(formatDateTime(iso)).toBe(sep(dateTime.format(new Date(iso))));
    }
    expect(formatDate('2026-09-01')).toBe(sep(date.format(new Date('2026-09-01T04:00:00Z'))));
    expect(formatDate('2026-09-30')).toBe('30 Sep 2026');
  });
});
