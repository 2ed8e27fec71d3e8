import { describe, expect, it } from 'vitest';
import { isClosed, parsePeriod, periodsSince, previousMonth } from './statement-period';

describe('statement periods', () => {
  it('reads a month or a year, and nothing else', () => {
    expect(parsePeriod('2024-02')).toMatchObject({
      kind: 'MONTHLY',
      start: '2024-02-01',
      end: '2024-02-29',
      yearStart: '2024-01-01',
    });
    expect(parsePeriod('2025')).toMatchObject({ kind: 'ANNUAL', start: '2025-01-01', end: '2025-12-31' });
    for (const bad of ['2025-13', '2025-1', '25', '2025-10-01', '']) expect(parsePeriod(bad)).toBeNull();
  });

  it('the job of the 1st makes the previous month, across a new year too', () => {
    expect(previousMonth('2026-11-01').label).toBe('2026-10');
    expect(previousMonth('2027-01-01').label).toBe('2026-12');
  });

  it('a period can be stated once its last day is over', () => {
    expect(isClosed(parsePeriod('2026-10')!, '2026-10-31')).toBe(false);
    expect(isClosed(parsePeriod('2026-10')!, '2026-11-01')).toBe(true);
  });

  it('offers every ended month and year since the first portfolio, a year before its months, newest first', () => {
    const periods = periodsSince('2021-11-15', '2026-11-28');
    // Five years and a month of history: 60 months (Nov 2021 to Oct 2026) and the ended years 2021 to 2025.
    expect(periods.filter((p) => p.length === 7)).toHaveLength(60);
    expect(periods.filter((p) => p.length === 4)).toEqual(['2025', '2024', '2023', '2022', '2021']);
    expect(periods.slice(0, 3)).toEqual(['2026-10', '2026-09', '2026-08']);
    expect(periods.slice(9, 12)).toEqual(['2026-01', '2025', '2025-12']);
    expect(periods.at(-3)).toBe('2021');
    expect(periods.slice(-2)).toEqual(['2021-12', '2021-11']);
    // Opened this month: nothing has ended yet.
    expect(periodsSince('2026-11-02', '2026-11-28')).toEqual([]);
    // On 1 January the year just over is offered with its December.
    expect(periodsSince('2026-03-01', '2027-01-01').slice(0, 2)).toEqual(['2026', '2026-12']);
  });
});
