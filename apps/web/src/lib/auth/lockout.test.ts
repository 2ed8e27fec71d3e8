import { beforeEach, describe, expect, it } from 'vitest';
import { LOCKOUT_DURATION_MS } from '@harta/contracts/constants';
import { createLockoutStore, EMPTY_LOCKOUT, isBlocked, recordFailure } from './lockout';

const T0 = Date.UTC(2026, 10, 25, 9, 0, 0);

describe('lockout (pure)', () => {
  it('counts the first and second failures without blocking', () => {
    const one = recordFailure(EMPTY_LOCKOUT, T0);
    expect(one).toEqual({ failures: 1, blockedUntil: null });
    const two = recordFailure(one, T0 + 1000);
    expect(two).toEqual({ failures: 2, blockedUntil: null });
    expect(isBlocked(two, T0 + 1000)).toBe(false);
  });

  it('blocks for 24 hours on the third failure', () => {
    const three = recordFailure(recordFailure(recordFailure(EMPTY_LOCKOUT, T0), T0), T0 + 5000);
    expect(three.blockedUntil).toBe(T0 + 5000 + LOCKOUT_DURATION_MS);
    expect(isBlocked(three, T0 + 5000)).toBe(true);
  });
});

describe('lockout store (localStorage)', () => {
  beforeEach(() => localStorage.clear());

  it('persists the block for 24 hours and lifts it after', () => {
    const store = createLockoutStore(localStorage);
    store.recordFailure(T0);
    store.recordFailure(T0);
    const third = store.recordFailure(T0);
    expect(isBlocked(third, T0)).toBe(true);

    // A fresh store (a new page load) reads the same block back.
    const later = createLockoutStore(localStorage);
    expect(later.isBlocked(T0 + LOCKOUT_DURATION_MS - 1)).toBe(true);
    // Failures during the block do not extend it.
    expect(later.recordFailure(T0 + 60_000).blockedUntil).toBe(T0 + LOCKOUT_DURATION_MS);

    expect(later.isBlocked(T0 + LOCKOUT_DURATION_MS)).toBe(false);
    // After expiry the counter starts again.
    expect(later.recordFailure(T0 + LOCKOUT_DURATION_MS + 1)).toEqual({ failures: 1, blockedUntil: null });
  });

  it('a successful login clears the counter', () => {
    const store = createLockoutStore(localStorage);
    store.recordFailure(T0);
    store.recordFailure(T0);
    store.clear();
    expect(store.read(T0)).toEqual(EMPTY_LOCKOUT);
    expect(isBlocked(store.recordFailure(T0), T0)).toBe(false);
  });

  it('mirrors a server-side lockout for 24 hours', () => {
    const store = createLockoutStore(localStorage);
    store.recordServerLockout(T0);
    expect(store.isBlocked(T0 + 1)).toBe(true);
    expect(store.isBlocked(T0 + LOCKOUT_DURATION_MS)).toBe(false);
  });

  it('ignores corrupt stored values', () => {
    localStorage.setItem('harta.login-lockout', '{not json');
    expect(createLockoutStore(localStorage).read(T0)).toEqual(EMPTY_LOCKOUT);
  });
});
