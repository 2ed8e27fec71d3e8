import { LOCKOUT_DURATION_MS, LOCKOUT_MAX_ATTEMPTS } from '@harta/contracts/constants';
import { StorageKeys } from '../storage/storage-keys';
import { browserLocalStorage, readJson, removeKey, writeJson } from '../storage/safe-storage';

/**
 * The device's copy of the failed-login lockout (spec sections 4 and 9): after 3 failed logins a 24-hour block
 * is stored and further attempts are refused here without calling the server. The server enforces its own
 * lockout; this copy spares the user pointless attempts and shows the message at once.
 */
export interface LockoutState {
  failures: number;
  /** Epoch ms until which logins are refused on this device, or null. */
  blockedUntil: number | null;
}

export const EMPTY_LOCKOUT: LockoutState = { failures: 0, blockedUntil: null };

export function isBlocked(state: LockoutState, now: number): boolean {
  return state.blockedUntil != null && now < state.blockedUntil;
}

/** Drops an expired block so the user starts again with three attempts. */
export function normalise(state: LockoutState, now: number): LockoutState {
  return state.blockedUntil != null && now >= state.blockedUntil ? EMPTY_LOCKOUT : state;
}

export function recordFailure(state: LockoutState, now: number): LockoutState {
  const current = normalise(state, now);
  if (isBlocked(current, now)) return current;
  const failures = current.failures + 1;
  return failures >= LOCKOUT_MAX_ATTEMPTS
    ? { failures, blockedUntil: now + LOCKOUT_DURATION_MS }
    : { failures, blockedUntil: null };
}

/** The server said the account is locked: mirror it on the device for the same period. */
export function recordServerLockout(now: number): LockoutState {
  return { failures: LOCKOUT_MAX_ATTEMPTS, blockedUntil: now + LOCKOUT_DURATION_MS };
}

function sanitise(value: LockoutState | null): LockoutState {
  if (!value || typeof value.failures !== 'number') return EMPTY_LOCKOUT;
  return { failures: value.failures, blockedUntil: typeof value.blockedUntil === 'number' ? value.blockedUntil : null };
}

/** The lockout state kept in localStorage (it must survive restarts: that is the point of a 24-hour block). */
export function createLockoutStore(storage: Storage | undefined = browserLocalStorage()) {
  const read = (now: number) => normalise(sanitise(readJson<LockoutState>(storage, StorageKeys.loginLockout)), now);
  const write = (state: LockoutState) => writeJson(storage, StorageKeys.loginLockout, state);
  return {
    read,
    isBlocked: (now: number) => isBlocked(read(now), now),
    /** Returns the new state; `isBlocked(result, now)` tells whether this failure triggered the block. */
    recordFailure: (now: number) => {
      const next = recordFailure(read(now), now);
      write(next);
      return next;
    },
    recordServerLockout: (now: number) => {
      const next = recordServerLockout(now);
      write(next);
      return next;
    },
    clear: () => removeKey(storage, StorageKeys.loginLockout),
  };
}

export type LockoutStore = ReturnType<typeof createLockoutStore>;
