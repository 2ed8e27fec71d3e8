import { platformName } from './platform';
import { readSimSetting, SimKeys, usesWebImplementation } from './simulation';

export interface IntegrityResult {
  rooted: boolean;
}

/**
 * Root (Android) / jailbreak (iOS) detection. A check that cannot run answers "not rooted": the server keeps the
 * last word (every result is reported to it, and it remembers a rooted installation).
 * Web implementation: `localStorage['harta.sim.rooted'] = '1'` simulates a rooted device.
 */
export async function checkDeviceIntegrity(): Promise<IntegrityResult> {
  if (usesWebImplementation()) return { rooted: readSimSetting(SimKeys.rooted) === '1' };
  const { IsRoot } = await import('@capgo/capacitor-is-root');
  try {
    // On Android the BusyBox variant adds the busybox checks to the default ones.
    const { result } = platformName() === 'android' ? await IsRoot.isRootedWithBusyBox() : await IsRoot.isRooted();
    return { rooted: result };
  } catch {
    return { rooted: false };
  }
}
