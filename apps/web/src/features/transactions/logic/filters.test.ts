import { describe, expect, it } from 'vitest';
import { dateRangeError, filtersFromSearch, filtersToSearch, NO_FILTERS } from './filters';

describe('transaction filters in the address', () => {
  it('round-trips the filters the API understands and drops the rest', () => {
    const read = filtersFromSearch(
      new URLSearchParams('portfolio=p1&type=DEPOSIT&status=BOGUS&from=2026-03-01&to=2026-02-30&x=1'),
    );
    expect(read).toEqual({ portfolio: 'p1', type: 'DEPOSIT', status: '', from: '2026-03-01', to: '' });
    expect(filtersToSearch(read).toString()).toBe('portfolio=p1&type=DEPOSIT&from=2026-03-01');
    expect(filtersToSearch(NO_FILTERS).toString()).toBe('');
  });

  it('refuses an end date before the start date', () => {
    expect(dateRangeError({ ...NO_FILTERS, from: '2026-03-02', to: '2026-03-01' })).toBe('transactions.dateRange');
    expect(dateRangeError({ ...NO_FILTERS, from: '2026-03-01', to: '2026-03-01' })).toBeNull();
    expect(dateRangeError({ ...NO_FILTERS, to: '2026-03-01' })).toBeNull();
  });
});
