import { describe, expect, it } from 'vitest';
import { idleReducer, INITIAL_IDLE_STATE, shouldPingKeepAlive, type IdleState } from './idle-countdown';

function run(state: IdleState, ...events: Parameters<typeof idleReducer>[1][]): IdleState {
  return events.reduce(idleReducer, state);
}

describe('idle countdown', () => {
  it('going idle starts the countdown at timeoutCountdown seconds', () => {
    expect(idleReducer(INITIAL_IDLE_STATE, { type: 'idle', countdown: 10 })).toEqual({
      phase: 'prompting',
      remaining: 10,
    });
  });

  it('ticks down one second at a time', () => {
    const state = run(INITIAL_IDLE_STATE, { type: 'idle', countdown: 10 }, { type: 'tick' }, { type: 'tick' });
    expect(state).toEqual({ phase: 'prompting', remaining: 8 });
  });

  it('logs out at zero', () => {
    const ticks = Array.from({ length: 3 }, () => ({ type: 'tick' }) as const);
    expect(run(INITIAL_IDLE_STATE, { type: 'idle', countdown: 3 }, ...ticks.slice(0, 2))).toEqual({
      phase: 'prompting',
      remaining: 1,
    });
    expect(run(INITIAL_IDLE_STATE, { type: 'idle', countdown: 3 }, ...ticks)).toEqual({ phase: 'expired' });
  });

  it('"Stay logged in" returns to active; ticks then do nothing', () => {
    const state = run(INITIAL_IDLE_STATE, { type: 'idle', countdown: 5 }, { type: 'tick' }, { type: 'stay' });
    expect(state).toEqual({ phase: 'active' });
    expect(idleReducer(state, { type: 'tick' })).toEqual({ phase: 'active' });
  });

  it('expired is final', () => {
    const expired: IdleState = { phase: 'expired' };
    expect(run(expired, { type: 'stay' }, { type: 'tick' }, { type: 'idle', countdown: 10 })).toEqual(expired);
  });

  it('a second idle signal during the prompt does not restart the countdown', () => {
    expect(
      run(INITIAL_IDLE_STATE, { type: 'idle', countdown: 10 }, { type: 'tick' }, { type: 'idle', countdown: 10 }),
    ).toEqual({
      phase: 'prompting',
      remaining: 9,
    });
  });

  it('a zero countdown logs out at once', () => {
    expect(idleReducer(INITIAL_IDLE_STATE, { type: 'idle', countdown: 0 })).toEqual({ phase: 'expired' });
  });
});

describe('keep-alive', () => {
  const tick = 600_000;

  it('pings when the user was active during the last interval', () => {
    expect(shouldPingKeepAlive({ phase: 'active', lastActiveAt: tick - 1, previousTickAt: 0 })).toBe(true);
  });

  it('does not ping for an inactive user', () => {
    expect(shouldPingKeepAlive({ phase: 'active', lastActiveAt: 0, previousTickAt: tick })).toBe(false);
  });

  it('does not ping during the countdown or after logout', () => {
    expect(shouldPingKeepAlive({ phase: 'prompting', lastActiveAt: tick, previousTickAt: 0 })).toBe(false);
    expect(shouldPingKeepAlive({ phase: 'expired', lastActiveAt: tick, previousTickAt: 0 })).toBe(false);
  });
});
