import { describe, expect, it } from 'vitest';
import { BLOCKED_STATUSES, ClientStatus, isActiveStatus, isBlockedStatus, isMenuVisible } from './client-status';

// [status, blocked, active, menu visible]
const table: [string | null | undefined, boolean, boolean, boolean][] = [
  ['DRAFT', false, false, false],
  ['PENDING', false, false, false],
  ['REJECT', true, false, true],
  ['CLOSE', true, false, true],
  ['SUSPEND', true, false, true],
  ['ACTIVE', false, true, true],
  ['X', false, true, true],
  ['draft', false, true, true], // values are case-sensitive: only the exact spec values are special
  [null, false, false, false],
  [undefined, false, false, false],
  ['', false, false, false],
];

describe('isBlockedStatus', () => {
  it.each(table)('%j → %s', (status, blocked) => {
    expect(isBlockedStatus(status)).toBe(blocked);
  });

  it('blocked statuses are exactly REJECT, CLOSE, SUSPEND', () => {
    expect([...BLOCKED_STATUSES].sort()).toEqual(['CLOSE', 'REJECT', 'SUSPEND']);
  });
});

describe('isActiveStatus', () => {
  it.each(table)('%j → %s', (status, _blocked, active) => {
    expect(isActiveStatus(status)).toBe(active);
  });
});

describe('isMenuVisible', () => {
  it.each(table)('%j → %s', (status, _blocked, _active, menu) => {
    expect(isMenuVisible(status)).toBe(menu);
  });
});

describe('ClientStatus', () => {
  it('holds the spec values', () => {
    expect(ClientStatus).toEqual({
      Draft: 'DRAFT',
      Pending: 'PENDING',
      Reject: 'REJECT',
      Close: 'CLOSE',
      Suspend: 'SUSPEND',
      Active: 'ACTIVE',
    });
  });
});
