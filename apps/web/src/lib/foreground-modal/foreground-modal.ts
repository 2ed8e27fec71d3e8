import { useEffect, useSyncExternalStore } from 'react';

/**
 * One prompt at a time over the app (issue #13 item 3): modals that open on their own (the native biometric
 * activation prompt, the notices, the dashboard's welcome) queue here instead of stacking. A modal that wants to
 * show asks for its turn; the first to ask shows, the others wait until it closes. Modals the user opens by a
 * click do not queue: they answer the user.
 */
let queue: readonly string[] = [];
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function want(name: string) {
  if (queue.includes(name)) return;
  queue = [...queue, name];
  emit();
}

function release(name: string) {
  if (!queue.includes(name)) return;
  queue = queue.filter((n) => n !== name);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whose turn it is now (null: nobody's). */
export function foregroundOwner(): string | null {
  return queue[0] ?? null;
}

/**
 * Joins the queue while `wants` is true and answers whether it is this modal's turn. `name` must be unique
 * among the queueing modals.
 */
export function useForegroundTurn(name: string, wants: boolean): boolean {
  useEffect(() => {
    if (!wants) return undefined;
    want(name);
    return () => release(name);
  }, [name, wants]);
  const owner = useSyncExternalStore(subscribe, foregroundOwner, foregroundOwner);
  return wants && owner === name;
}

/** Tests: start from an empty queue. */
export function resetForegroundQueue(): void {
  queue = [];
  emit();
}
