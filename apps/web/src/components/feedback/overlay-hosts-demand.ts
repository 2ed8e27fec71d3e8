import { useSyncExternalStore } from 'react';

/**
 * When the modal and toast hosts (ModalsProvider, Notifications, and with them Modal, ScrollArea, the transitions
 * and floating UI: about 40 KB gzip) are mounted. No first screen needs them, so they mount at the first modal or
 * toast, or once the app has settled (see DeferredOverlayHosts), whichever comes first.
 */
let requested = false;
let ready = false;
let waiting: (() => void)[] = [];
const listeners = new Set<() => void>();

export function requestOverlayHosts(): void {
  if (requested) return;
  requested = true;
  listeners.forEach((listener) => listener());
}

export function overlayHostsReady(): boolean {
  return ready;
}

/** Resolves once the hosts are mounted: @mantine/modals' manager is only heard while its provider is. */
export function whenOverlayHostsReady(): Promise<void> {
  if (ready) return Promise.resolve();
  requestOverlayHosts();
  return new Promise((resolve) => waiting.push(resolve));
}

/** Called by the hosts once mounted. */
export function markOverlayHostsReady(): void {
  ready = true;
  const resolve = waiting;
  waiting = [];
  resolve.forEach((done) => done());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Not requested in a prerendered page (apps/web/build/prerender.ts), nor while the browser hydrates it. */
const notRequested = () => false;

export function useOverlayHostsRequested(): boolean {
  return useSyncExternalStore(subscribe, () => requested, notRequested);
}
