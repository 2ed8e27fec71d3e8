import { describe, expect, it } from 'vitest';
import { declarationExpiresAt, ringgitBorrowingNotice } from './ringgit-borrowing-rule';

const declared = (iso: string) => ({ borrowing: { hasBorrowing: true, declaredAt: new Date(iso) } });
const now = new Date('2026-11-26T09:00:00Z');

describe('domestic ringgit borrowing notice', () => {
  it('stays quiet while the declaration is less than a year old', () => {
    expect(ringgitBorrowingNotice(declared('2025-11-26T09:00:01Z'), now)).toBeNull();
  });

  it('asks, mandatory, once the declaration is a year old', () => {
    expect(ringgitBorrowingNotice(declared('2025-11-26T09:00:00Z'), now)).toEqual({
      id: 'RINGGIT_BORROWING',
      code: 'RINGGIT_BORROWING',
      kind: 'mandatory',
    });
    expect(ringgitBorrowingNotice(declared('2024-01-01T00:00:00Z'), now)?.code).toBe('RINGGIT_BORROWING');
  });

  it('asks when there is no declaration on record', () => {
    expect(ringgitBorrowingNotice({ borrowing: null }, now)?.code).toBe('RINGGIT_BORROWING');
  });

  it('counts a year by the calendar (29 February runs to 1 March)', () => {
    expect(declarationExpiresAt(new Date('2028-02-29T00:00:00Z')).toISOString()).toBe('2029-03-01T00:00:00.000Z');
  });
});
