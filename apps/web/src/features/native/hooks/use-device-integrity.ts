import { useEffect, useState } from 'react';
import type { MobilePlatform } from '@harta/contracts/schemas/native';
import { getAppVersion, getInstallId } from '../../../lib/platform/app-info';
import { checkDeviceIntegrity } from '../../../lib/platform/device-integrity';
import { platformName } from '../../../lib/platform/platform';
import { reportDeviceIntegrity } from '../api/report-device-integrity';

type Listener = (blocked: boolean) => void;

/** Once per app start (not per mount, so StrictMode and remounts do not report twice). */
let check: Promise<void> | null = null;
let blocked = false;
const listeners = new Set<Listener>();

function setBlocked(): void {
  blocked = true;
  listeners.forEach((listener) => listener(true));
}

async function runCheck(): Promise<void> {
  const { rooted } = await checkDeviceIntegrity();
  // The device's own answer blocks at once; the server is told either way and may block too.
  if (rooted) setBlocked();
  try {
    const { allowed } = await reportDeviceIntegrity({
      installId: await getInstallId(),
      platform: platformName() as MobilePlatform,
      rooted,
      appVersion: await getAppVersion(),
    });
    if (!allowed) setBlocked();
  } catch {
    // Offline or server trouble: the device's own answer stands.
  }
}

/**
 * Spec section 4: a rooted or jailbroken device is sent to vapt. True once the device's check or the server's
 * record (a rooted report from this installation, ever) says so.
 */
export function useDeviceBlocked(): boolean {
  const [value, setValue] = useState(blocked);
  useEffect(() => {
    listeners.add(setValue);
    check ??= runCheck();
    return () => {
      listeners.delete(setValue);
    };
  }, []);
  return value;
}

/** Test hook. */
export function resetDeviceIntegrityForTests(): void {
  check = null;
  blocked = false;
}
