import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from './init-i18n';
import { formatDate, formatDateTime } from './format-date';

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
