import type { MobileAppVersionInfo } from '@harta/contracts/schemas/native';
import { compareVersions, isVersion } from './version';

export type UpdateDecision =
  | { kind: 'none' }
  | {
      /** mandatory: no way past it; optional: the user may cancel. */
      kind: 'mandatory' | 'optional';
      title: string;
      text: string;
      url: string;
      latest: string;
    };

/**
 * Spec section 4: a blacklisted installed version forces the update (no cancel); otherwise a newer latest
 * version offers it (with cancel). Blacklist entries match by version value, so '1.2' blacklists '1.2.0'.
 * An installed version or record that cannot be read asks for nothing (a failed check is silent).
 */
export function decideUpdate(installed: string, info: MobileAppVersionInfo): UpdateDecision {
  if (!isVersion(installed)) return { kind: 'none' };
  const blacklisted = info.blacklist.some((v) => isVersion(v) && compareVersions(v, installed) === 0);
  if (blacklisted) {
    return { kind: 'mandatory', ...info.alerts.mandatory, url: info.url, latest: info.latest };
  }
  if (isVersion(info.latest) && compareVersions(info.latest, installed) > 0) {
    return { kind: 'optional', ...info.alerts.optional, url: info.url, latest: info.latest };
  }
  return { kind: 'none' };
}
