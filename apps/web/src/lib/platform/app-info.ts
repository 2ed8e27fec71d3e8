import { getPreference, setPreference } from './app-preferences';
import { platformName } from './platform';
import { readSimSetting, SimKeys, usesWebImplementation } from './simulation';

/** The installed app's version: the native binary's (CFBundleShortVersionString / versionName) on a device. */
export async function getAppVersion(): Promise<string> {
  if (usesWebImplementation()) return readSimSetting(SimKeys.appVersion) ?? __APP_VERSION__;
  const { App } = await import('@capacitor/app');
  return (await App.getInfo()).version;
}

/** A name the user recognises in their device list, e.g. 'Pixel 8 (android 15)'. */
export async function getDeviceName(): Promise<string> {
  if (usesWebImplementation()) return `Browser (simulated ${platformName()})`;
  const { Device } = await import('@capacitor/device');
  const info = await Device.getInfo();
  return `${info.name || info.model} (${info.operatingSystem} ${info.osVersion})`.slice(0, 100);
}

const INSTALL_ID_KEY = 'harta.install-id';

function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A random id made once per installation (not a hardware id: nothing that identifies the person). The server keys
 * integrity reports and biometric devices by it.
 */
export async function getInstallId(): Promise<string> {
  const existing = await getPreference(INSTALL_ID_KEY);
  if (existing && /^[A-Za-z0-9_-]{16,128}$/.test(existing)) return existing;
  const id = randomId();
  await setPreference(INSTALL_ID_KEY, id);
  return id;
}

/**
 * Opens an address outside the app (the store listing): the system browser or store app on a device, a new tab
 * in the browser. Capacitor hands navigations away from the app's own origin to the system.
 */
export function openExternalUrl(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
