import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderHook } from '@testing-library/react';
import { createMocks } from 'react-idle-timer';
import { useIdleSession } from './use-idle-session';

describe('useIdleSession (timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // react-idle-timer keeps the timer functions it saw at import; this hands it the fake ones.
    createMocks();
    vi.stubGlobal('BroadcastChannel', undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    createMocks(); // back to the real timers
    vi.unstubAllGlobals();
  });

  function setup(idlePeriodS = 900, countdownS = 10) {
    const onExpire = vi.fn();
    const onKeepAlive = vi.fn();
    const hook = renderHook(() => useIdleSession({ idlePeriodS, countdownS, onExpire, onKeepAlive }));
    return { ...hook, onExpire, onKeepAlive };
  }

  it('prompts after the idle period, counts down each second and logs out at zero', () => {
    const { result, onExpire } = setup(60, 3);
    act(() => void vi.advanceTimersByTime(59_000));
    expect(result.current.state).toEqual({ phase: 'active' });
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current.state).toEqual({ phase: 'prompting', remaining: 3 });
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current.state).toEqual({ phase: 'prompting', remaining: 2 });
    expect(onExpire).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(2_000));
    expect(result.current.state).toEqual({ phase: 'expired' });
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('"Stay logged in" cancels the countdown', () => {
    const { result, onExpire } = setup(60, 3);
    act(() => void vi.advanceTimersByTime(61_000));
    expect(result.current.state.phase).toBe('prompting');
    act(() => result.current.stay());
    act(() => void vi.advanceTimersByTime(5_000));
    expect(result.current.state).toEqual({ phase: 'active' });
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('pings keep-alive every 600 s while the user is active, not when idle', () => {
    const { onKeepAlive } = setup(3600, 10);
    act(() => {
      vi.advanceTimersByTime(100_000);
      fireEvent.keyDown(document);
      vi.advanceTimersByTime(500_000);
    });
    expect(onKeepAlive).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(300_000);
      fireEvent.mouseDown(document);
      vi.advanceTimersByTime(300_000);
    });
    expect(onKeepAlive).toHaveBeenCalledTimes(2);
    // No activity during the next interval: no ping.
    act(() => void vi.advanceTimersByTime(600_000));
    expect(onKeepAlive).toHaveBeenCalledTimes(2);
  });
});
