import { describe, expect, it } from 'vitest';
import { fullName, matchesSearch, parseStatusFilter } from './filter-applications';

const priya = { givenName: 'Priya', surName: 'Nair', emailAddress: 'pending@example.com' };

describe('application filters', () => {
  it('reads the status filter from the URL, ignoring unknown values', () => {
    expect(parseStatusFilter('PENDING')).toBe('PENDING');
    expect(parseStatusFilter('reject')).toBe('REJECT');
    expect(parseStatusFilter('CLOSE')).toBeUndefined();
    expect(parseStatusFilter(null)).toBeUndefined();
  });

  it('matches every typed word in the name or e-mail, ignoring case, accents and spaces', () => {
    expect(matchesSearch(priya, '')).toBe(true);
    expect(matchesSearch(priya, '  priya   NAIR ')).toBe(true);
    expect(matchesSearch(priya, 'pending@')).toBe(true);
    expect(matchesSearch({ ...priya, givenName: 'Zoë' }, 'zoe')).toBe(true);
    expect(matchesSearch(priya, 'priya tan')).toBe(false);
  });

  it('writes the full name without a missing surname', () => {
    expect(fullName(priya)).toBe('Priya Nair');
    expect(fullName({ givenName: 'Priya', surName: null })).toBe('Priya');
  });
});
