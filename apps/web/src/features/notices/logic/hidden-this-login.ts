import { useSyncExternalStore } from 'react';

/**
 * Mandatory notices the client closed ('Later', 'Remind Me Later', OK): hidden until the next login, kept in
 * memory only, per login (the token's subject). A new login, or a reload, shows them again; the server never
 * forgets them (only informational notices are dismissed there).
 */
let hidden: { subject: string | null; ids: ReadonlySet<string> } = { subject: null, ids: new Set() };
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hideForThisLogin(subject: string, noticeId: string): void {
  const ids = hidden.subject === subject ? new Set(hidden.ids) : new Set<string>();
  ids.add(noticeId);
  hidden = { subject, ids };
  for (const listener of listeners) listener();
}

const snapshot = () => hidden;

/** The ids hidden for this login (an empty set for any other login). */
export function useHiddenThisLogin(subject: string | null): ReadonlySet<string> {
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  return state.subject !== null && state.subject === subject ? state.ids : EMPTY;
}

const EMPTY: ReadonlySet<string> = new Set();

/** Tests. */
export function resetHiddenThisLogin(): void {
  hidden = { subject: null, ids: new Set() };
  for (const listener of listeners) listener();
}
