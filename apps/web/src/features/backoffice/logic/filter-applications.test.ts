import { describe, expect, it } from 'vitest';
import { fullName, pageRange, parsePage, parseStatusFilter } from './filter-applications';

describe('application filters', () => {
  it('reads the status filter from the URL, ignoring unknown values', () => {
    expect(parseStatusFilter('PENDING')).toBe('PENDING');
    expect(parseStatusFilter('reject')).toBe('REJECT');
    // Every client is findable in every status, closed and suspended ones too (issue 15 item 3).
    expect(parseStatusFilter('close')).toBe('CLOSE');
    expect(parseStatusFilter('SUSPEND')).toBe('SUSPEND');
    expect(parseStatusFilter('CLOSED')).toBeUndefined();
    expect(parseStatusFilter(null)).toBeUndefined();
  });

  it('reads the page from the URL, falling back to the first page', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('1.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
  });

  it('numbers the rows of a page', () => {
    expect(pageRange(1, 20, 20)).toEqual({ from: 1, to: 20 });
    expect(pageRange(3, 20, 5)).toEqual({ from: 41, to: 45 });
  });

  it('writes the full name without a missing surname', () => {
    expect(fullName({ givenName: 'Priya', surName: 'Nair' })).toBe('Priya Nair');
    expect(fullName({ givenName: 'Priya', surName: null })).toBe('Priya');
  });
});
