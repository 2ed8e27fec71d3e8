/**
 * The two session events of spec section 4. Raised when the session ends without the user asking:
 * - `session_terminated`: signed out elsewhere, or the access token expired without being renewed;
 * - `session_error`: the automatic silent renew (refresh-token grant) failed.
 * The layout listens and sends the user to user-login.
 */
export type SessionEvent = 'session_terminated' | 'session_error';

type Listener = (event: SessionEvent) => void;

const listeners = new Set<Listener>();

export function onSessionEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSessionEvent(event: SessionEvent): void {
  listeners.forEach((listener) => listener(event));
}
