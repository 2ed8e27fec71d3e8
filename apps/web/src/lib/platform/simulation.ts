import { hasNativeBridge } from './platform';
import { browserLocalStorage, readString } from '../storage/safe-storage';

/**
 * The browser stand-in for the native capabilities (docs/native.md, "Simulating the native app"). Whenever the
 * app runs without Capacitor's native bridge, every module of this folder uses its web implementation, and these
 * localStorage keys tune what the simulated device reports:
 *
 * | key                            | values                                                        | default        |
 * | ------------------------------ | ------------------------------------------------------------- | -------------- |
 * | `harta.sim.biometry`           | none, touch id, face id, fingerprint, face authentication, iris, multiple | none |
 * | `harta.sim.biometricResult`    | success, fail, cancel                                         | success        |
 * | `harta.sim.rooted`             | 1 (rooted / jailbroken)                                       | not rooted     |
 * | `harta.sim.appVersion`         | the installed app version, e.g. 1.2.0                         | this build's   |
 *
 * The simulated keychain lives in localStorage under `harta.sim.keychain.*`: NOT secure, for testing only.
 */
export const SimKeys = {
  biometry: 'harta.sim.biometry',
  biometricResult: 'harta.sim.biometricResult',
  rooted: 'harta.sim.rooted',
  appVersion: 'harta.sim.appVersion',
  keychainPrefix: 'harta.sim.keychain.',
} as const;

/** True when the native plugins are not there and the web implementations answer instead. */
export function usesWebImplementation(): boolean {
  return !hasNativeBridge();
}

export function readSimSetting(key: string): string | null {
  return readString(browserLocalStorage(), key)?.trim() || null;
}

/** What tests and developers can drive from the browser console or Playwright (`window.__hartaNative`). */
export interface NativeTestHook {
  /** Presses the (Android) hardware back button. */
  backButton(): void;
  /** How often the app asked to exit (a browser tab cannot close itself). */
  exitRequests: number;
}

declare global {
  interface Window {
    __hartaNative?: NativeTestHook;
  }
}

export const BACK_BUTTON_EVENT = 'harta:backbutton';
export const EXIT_EVENT = 'harta:exit';

/** Installs `window.__hartaNative` once (web implementation only). */
export function nativeTestHook(): NativeTestHook {
  if (!window.__hartaNative) {
    window.__hartaNative = {
      backButton: () => window.dispatchEvent(new Event(BACK_BUTTON_EVENT)),
      exitRequests: 0,
    };
  }
  return window.__hartaNative;
}
