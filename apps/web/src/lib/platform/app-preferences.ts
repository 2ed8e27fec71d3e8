import { browserLocalStorage, readString, removeKey, writeString } from '../storage/safe-storage';
import { usesWebImplementation } from './simulation';

/**
 * Small, non-secret values the app keeps across starts (the biometric record, the installation id, counters):
 * Capacitor Preferences on a device (UserDefaults / SharedPreferences), localStorage in the browser.
 * Secrets go to secure-storage.ts instead.
 */
export async function getPreference(key: string): Promise<string | null> {
  if (usesWebImplementation()) return readString(browserLocalStorage(), key);
  const { Preferences } = await import('@capacitor/preferences');
  return (await Preferences.get({ key })).value;
}

export async function setPreference(key: string, value: string): Promise<void> {
  if (usesWebImplementation()) return writeString(browserLocalStorage(), key, value);
  const { Preferences } = await import('@capacitor/preferences');
  await Preferences.set({ key, value });
}

export async function removePreference(key: string): Promise<void> {
  if (usesWebImplementation()) return removeKey(browserLocalStorage(), key);
  const { Preferences } = await import('@capacitor/preferences');
  await Preferences.remove({ key });
}

export async function getJsonPreference<T>(key: string): Promise<T | null> {
  const raw = await getPreference(key);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function setJsonPreference(key: string, value: unknown): Promise<void> {
  return setPreference(key, JSON.stringify(value));
}
