import { describe, expect, it } from 'vitest';
import { isClosed, parsePeriod, previousMonth } from './statement-period';

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
});
