import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatDate,
  formatDateTime,
  formatMonth,
  formatPrice,
  formatReturn,
  formatRinggit,
  formatSignedRinggit,
  formatUnits,
} from './format';

describe('ringgit', () => {
  it('groups thousands and always shows two decimals, from the exact decimal string or sen', () => {
    expect(formatRinggit('74462.99')).toBe('RM 74,462.99');
    expect(formatRinggit('40000')).toBe('RM 40,000.00');
    expect(formatRinggit('1500.5')).toBe('RM 1,500.50');
    expect(formatRinggit('0.00')).toBe('RM 0.00');
    expect(formatRinggit('007.10')).toBe('RM 7.10');
    expect(formatRinggit('90071992547409.93')).toBe('RM 90,071,992,547,409.93');
    expect(formatRinggit(7446299n)).toBe('RM 74,462.99');
    expect(formatRinggit(-1230n)).toBe('-RM 12.30');
    expect(formatRinggit('-12.30')).toBe('-RM 12.30');
  });

  it('shows anything that is not a plain decimal as it is', () => {
    expect(formatRinggit('1e3')).toBe('1e3');
    expect(formatRinggit('')).toBe('');
  });

  it('writes an amount without the currency, and a change with its sign', () => {
    expect(formatAmount('40000.00')).toBe('40,000.00');
    expect(formatAmount(150000n)).toBe('1,500.00');
    expect(formatSignedRinggit('1234.5')).toBe('+RM 1,234.50');
    expect(formatSignedRinggit(-400n)).toBe('-RM 4.00');
    expect(formatSignedRinggit('0.00')).toBe('RM 0.00');
  });
});

describe('units, prices and returns', () => {
  it('groups units and keeps all six decimals', () => {
    expect(formatUnits(1234567890n)).toBe('1,234.567890');
    expect(formatUnits('12.5')).toBe('12.500000');
    expect(formatUnits('0.000001')).toBe('0.000001');
  });

  it('writes every price with four decimals, rounded half away from zero', () => {
    expect(formatPrice('4.47251234')).toBe('4.4725');
    expect(formatPrice('4.47255')).toBe('4.4726');
    expect(formatPrice('1234.5')).toBe('1,234.5000');
    expect(formatPrice('-0.00004')).toBe('0.0000');
  });

  it('writes a return in percent with its sign', () => {
    expect(formatReturn('0.031250')).toBe('+3.13%');
    expect(formatReturn('-0.500000')).toBe('-50.00%');
    expect(formatReturn('0.000049')).toBe('0.00%');
    expect(formatReturn('-0.000050')).toBe('-0.01%');
    expect(formatReturn('n/a')).toBe('n/a');
  });
});

describe('dates per language', () => {
  it('writes Malaysian calendar days with the language short month names, September as Sep', () => {
    expect(formatDate('2026-09-30', 'en')).toBe('30 Sep 2026');
    expect(formatDate('2026-09-30', 'ms')).toBe('30 Sep 2026');
    expect(formatDate('2026-08-10', 'ms')).toBe('10 Ogo 2026');
    expect(formatDate('2026-10-01', 'ms')).toBe('1 Okt 2026');
    expect(formatDate('2026-12-01', 'ms')).toBe('1 Dis 2026');
  });

  it('reads an instant as the day in Malaysia, whatever the device zone', () => {
    // 20:00 UTC on the 24th is already the 25th in Malaysia.
    expect(formatDate('2026-11-24T20:00:00.000Z', 'en')).toBe('25 Nov 2026');
    expect(formatDate(new Date('2026-11-24T15:59:00.000Z'), 'en')).toBe('24 Nov 2026');
    expect(formatDateTime('2026-03-05T16:30:00.000Z', 'en')).toBe('6 Mar 2026, 00:30');
    expect(formatDateTime('2026-03-05T16:30:00.000Z', 'ms')).toBe('6 Mac 2026, 00:30');
  });

  it('agrees with Intl for every month (September aside, where Intl writes Sept)', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kuala_Lumpur',
    });
    for (let m = 0; m < 12; m++) {
      const instant = new Date(Date.UTC(2026, m, 14, 15, 59));
      expect(formatDate(instant, 'en')).toBe(intl.format(instant).replace('Sept', 'Sep'));
    }
  });

  it('writes months in full', () => {
    expect(formatMonth('2026-10', 'en')).toBe('October 2026');
    expect(formatMonth('2026-10', 'ms')).toBe('Oktober 2026');
    expect(formatMonth('2026-08-31', 'ms')).toBe('Ogos 2026');
  });

  it('leaves what is not a date as it is, and nothing as nothing', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
    expect(formatDate(null, 'ms')).toBe('');
    expect(formatDateTime('later', 'en')).toBe('later');
    expect(formatMonth('later', 'en')).toBe('later');
  });
});
