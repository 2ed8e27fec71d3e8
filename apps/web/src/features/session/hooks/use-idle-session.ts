import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useIdleTimer } from 'react-idle-timer';
import { KEEP_ALIVE_INTERVAL_S } from '@harta/contracts/constants';
import { idleReducer, INITIAL_IDLE_STATE, shouldPingKeepAlive } from '../logic/idle-countdown';

export interface IdleSessionOptions {
  /** Seconds without activity before the countdown (appsettings `idlePeriod`). */
  idlePeriodS: number;
  /** Seconds of countdown before logout (appsettings `timeoutCountdown`). */
  countdownS: number;
  onExpire: () => void;
  onKeepAlive: () => void;
}

/** Keeps a callback's latest version without re-running the effects that use it. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  }, [value]);
  return ref;
}

/**
 * Idle tracking for a logged-in user: react-idle-timer detects inactivity (across tabs when the browser can),
 * the pure reducer runs the countdown, and a keep-alive ping goes out every KEEP_ALIVE_INTERVAL_S while the
 * user is active. Mount only while logged in; unmounting stops everything.
 */
export function useIdleSession({ idlePeriodS, countdownS, onExpire, onKeepAlive }: IdleSessionOptions) {
  const [state, dispatch] = useReducer(idleReducer, INITIAL_IDLE_STATE);
  const lastActiveAt = useRef(0);
  const phase = useLatest(state.phase);
  const expire = useLatest(onExpire);
  const ping = useLatest(onKeepAlive);

  const timer = useIdleTimer({
    timeout: idlePeriodS * 1000,
    onIdle: () => dispatch({ type: 'idle', countdown: countdownS }),
    onAction: () => {
      lastActiveAt.current = Date.now();
    },
    throttle: 1000,
    crossTab: typeof BroadcastChannel !== 'undefined',
    syncTimers: 500,
  });

  useEffect(() => {
    if (state.phase !== 'prompting') return;
    const id = setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => clearInterval(id);
  }, [state.phase]);

  useEffect(() => {
    if (state.phase === 'expired') expire.current();
  }, [state.phase, expire]);

  useEffect(() => {
    let previousTickAt = Date.now();
    const id = setInterval(() => {
      if (shouldPingKeepAlive({ phase: phase.current, lastActiveAt: lastActiveAt.current, previousTickAt })) {
        ping.current();
      }
      previousTickAt = Date.now();
    }, KEEP_ALIVE_INTERVAL_S * 1000);
    return () => clearInterval(id);
  }, [phase, ping]);

  const stay = useCallback(() => {
    dispatch({ type: 'stay' });
    lastActiveAt.current = Date.now();
    timer.activate();
  }, [timer]);

  return { state, stay };
}
