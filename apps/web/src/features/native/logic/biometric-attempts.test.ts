import { describe, expect, it } from 'vitest';
import { BIOMETRIC_MAX_ATTEMPTS } from '@harta/contracts/constants';
import {
  NO_ATTEMPTS,
  asAttempts,
  attemptsExhausted,
  attemptsLeft,
  exhaustAttempts,
  recordFailedAttempt,
} from './biometric-attempts';

describe('biometric attempt counting', () => {
  it('allows 5 attempts (spec section 9)', () => {
    expect(BIOMETRIC_MAX_ATTEMPTS).toBe(5);
    expect(attemptsLeft(NO_ATTEMPTS)).toBe(5);
  });

  it('counts down with each failure and is exhausted at the fifth', () => {
    let state = NO_ATTEMPTS;
    for (let failure = 1; failure <= 4; failure += 1) {
      state = recordFailedAttempt(state);
      expect(attemptsLeft(state)).toBe(5 - failure);
      expect(attemptsExhausted(state)).toBe(false);
    }
    state = recordFailedAttempt(state);
    expect(attemptsLeft(state)).toBe(0);
    expect(attemptsExhausted(state)).toBe(true);
  });

  it('never counts past the limit', () => {
    let state = exhaustAttempts();
    state = recordFailedAttempt(state);
    expect(state.failures).toBe(5);
    expect(attemptsLeft(state)).toBe(0);
  });

  it('an operating-system lockout uses up every attempt at once', () => {
    expect(attemptsExhausted(exhaustAttempts())).toBe(true);
  });

  it('reads stored values defensively', () => {
    expect(asAttempts({ failures: 3 })).toEqual({ failures: 3 });
    expect(asAttempts({ failures: 99 })).toEqual({ failures: 5 });
    expect(asAttempts({ failures: -1 })).toEqual(NO_ATTEMPTS);
    expect(asAttempts({ failures: '2' })).toEqual(NO_ATTEMPTS);
    expect(asAttempts(null)).toEqual(NO_ATTEMPTS);
  });
});
