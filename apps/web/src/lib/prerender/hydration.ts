import { useSyncExternalStore } from 'react';

/**
 * The login page is rendered to HTML at build time (apps/web/build/prerender.ts) and hydrated in the browser
 * (main.tsx). While that first render runs, whatever the build could not know (the screen's width) must be what
 * the build assumed, so the markup matches; the real value takes over in an effect right after.
 */
let hydrating = false;

/** Set by the prerender and by main.tsx before hydrateRoot; cleared once the hydrated tree has committed. */
export function setHydrating(value: boolean): void {
  hydrating = value;
}

/** True during the build's render and the browser's hydration of it. */
export function isHydrating(): boolean {
  return hydrating;
}

const subscribeNever = () => () => undefined;

/**
 * False in the prerendered HTML and during hydration, true from then on (and from the first render of a page that
 * was not prerendered): React reads the server snapshot while it hydrates, then renders again with the client's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
