import { BACK_BUTTON_EVENT, EXIT_EVENT, nativeTestHook, usesWebImplementation } from './simulation';

/**
 * The Android hardware back button. Subscribing replaces the system's default (leaving the app); returns the
 * unsubscribe function. Web implementation: `window.__hartaNative.backButton()` (or a `harta:backbutton` event).
 */
export function onBackButton(listener: () => void): () => void {
  if (usesWebImplementation()) {
    nativeTestHook();
    window.addEventListener(BACK_BUTTON_EVENT, listener);
    return () => window.removeEventListener(BACK_BUTTON_EVENT, listener);
  }
  let removed = false;
  let remove: (() => Promise<void>) | null = null;
  void import('@capacitor/app').then(async ({ App }) => {
    const handle = await App.addListener('backButton', listener);
    if (removed) await handle.remove();
    else remove = () => handle.remove();
  });
  return () => {
    removed = true;
    void remove?.();
  };
}

/**
 * Leaves the app (Android; iOS apps do not exit themselves). In the browser a tab cannot close itself: the request
 * is counted in `window.__hartaNative.exitRequests` and announced as a `harta:exit` event.
 */
export async function exitApp(): Promise<void> {
  if (usesWebImplementation()) {
    nativeTestHook().exitRequests += 1;
    window.dispatchEvent(new Event(EXIT_EVENT));
    return;
  }
  const { App } = await import('@capacitor/app');
  await App.exitApp();
}
