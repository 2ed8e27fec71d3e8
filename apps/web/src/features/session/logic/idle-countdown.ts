/**
 * The idle logout as a pure state machine, so it can be tested tick by tick without timers:
 * active --idle--> prompting(N) --tick--> prompting(N-1) ... --tick at 1--> expired (log out)
 * prompting --stay--> active. Activity during the prompt does not dismiss it: the user must answer.
 */
export type IdleState = { phase: 'active' } | { phase: 'prompting'; remaining: number } | { phase: 'expired' };

export type IdleEvent =
  /** The idle period has elapsed with no activity; start a countdown of `countdown` seconds. */
  | { type: 'idle'; countdown: number }
  /** One second has passed. */
  | { type: 'tick' }
  /** "Stay logged in". */
  | { type: 'stay' };

export const INITIAL_IDLE_STATE: IdleState = { phase: 'active' };

export function idleReducer(state: IdleState, event: IdleEvent): IdleState {
  switch (event.type) {
    case 'idle':
      if (state.phase !== 'active') return state;
      return event.countdown > 0 ? { phase: 'prompting', remaining: event.countdown } : { phase: 'expired' };
    case 'tick':
      if (state.phase !== 'prompting') return state;
      return state.remaining > 1 ? { phase: 'prompting', remaining: state.remaining - 1 } : { phase: 'expired' };
    case 'stay':
      return state.phase === 'prompting' ? INITIAL_IDLE_STATE : state;
  }
}

/**
 * The keep-alive ping (spec: every 600 s while active): on each interval tick, ping only if the user did
 * something since the previous tick and no countdown is running. An idle user's session is left to expire.
 */
export function shouldPingKeepAlive({
  phase,
  lastActiveAt,
  previousTickAt,
}: {
  phase: IdleState['phase'];
  lastActiveAt: number;
  previousTickAt: number;
}): boolean {
  return phase === 'active' && lastActiveAt >= previousTickAt;
}
