import { StorageKeys } from '../storage/storage-keys';
import { browserLocalStorage, readString, writeString } from '../storage/safe-storage';

export type PlatformName = 'web' | 'ios' | 'android';

const PLATFORMS: readonly PlatformName[] = ['web', 'ios', 'android'];

function asPlatform(value: string | null | undefined): PlatformName | null {
  const v = value?.trim().toLowerCase();
  return v && (PLATFORMS as readonly string[]).includes(v) ? (v as PlatformName) : null;
}

export interface PlatformSources {
  /** `location.search` at start. */
  search: string;
  storage: Storage | undefined;
  /** What Capacitor reports: 'web' in a browser, 'ios'/'android' inside the native wrapper. */
  capacitorPlatform: string;
}

/**
 * The platform the app behaves as. Capacitor decides, except for a documented test switch:
 * `?platform=android|ios|web` in the URL is stored in localStorage[`harta.platform`] and wins from then on,
 * so browser tests (and designers) can see the native layout without a device. `?platform=web` undoes it.
 */
export function resolvePlatform({ search, storage, capacitorPlatform }: PlatformSources): PlatformName {
  const fromUrl = asPlatform(new URLSearchParams(search).get('platform'));
  if (fromUrl) {
    writeString(storage, StorageKeys.platform, fromUrl);
    return fromUrl;
  }
  return asPlatform(readString(storage, StorageKeys.platform)) ?? asPlatform(capacitorPlatform) ?? 'web';
}

/** The part of Capacitor's bridge object that platform detection reads. */
interface CapacitorBridge {
  getPlatform?: () => string;
  isNativePlatform?: () => boolean;
}

/**
 * Capacitor's bridge. The native wrapper injects `window.Capacitor` (with `getPlatform` and `isNativePlatform`)
 * before any page script runs; in a browser it is absent until @capacitor/core loads, which then reports 'web'.
 * Reading it here, rather than importing @capacitor/core, keeps that library (7 KB, with its plugin registrations)
 * out of the JavaScript loaded before the first render; the native features load it with their own chunks.
 */
function capacitorBridge(): CapacitorBridge | undefined {
  return (globalThis as { Capacitor?: CapacitorBridge }).Capacitor;
}

let current: PlatformName | null = null;

/** Reads the switch and Capacitor once at start; later calls reuse the answer. */
export function initPlatform(): PlatformName {
  current = resolvePlatform({
    search: typeof window === 'undefined' ? '' : window.location.search,
    storage: browserLocalStorage(),
    capacitorPlatform: capacitorBridge()?.getPlatform?.() ?? 'web',
  });
  return current;
}

export function platformName(): PlatformName {
  return current ?? initPlatform();
}

/** True inside the iOS/Android wrapper (or when the test switch forces a native platform). */
export function isNativeApp(): boolean {
  return platformName() !== 'web';
}

/** True only when really running inside Capacitor, for calls that need the native bridge. */
export function hasNativeBridge(): boolean {
  return capacitorBridge()?.isNativePlatform?.() ?? false;
}

/** Test hook: forget the cached answer. */
export function resetPlatformForTests(): void {
  current = null;
}
