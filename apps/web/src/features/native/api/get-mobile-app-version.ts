import { ApiPaths } from '@harta/contracts/paths';
import type { MobileAppVersionInfo, MobilePlatform } from '@harta/contracts/schemas/native';
import { http } from '../../../lib/http/http-client';

/**
 * GET /api/ClientProfile/getMobileAppVersion/{ios|android} (spec section 7). Run once at app start, before login.
 * Never navigates: a failed check is silent (spec section 8), the caller just shows nothing.
 */
export async function getMobileAppVersion(
  platform: MobilePlatform,
  signal?: AbortSignal,
): Promise<MobileAppVersionInfo> {
  const response = await http.get(ApiPaths.ClientProfile.getMobileAppVersion(platform), {
    schema: () => import('@harta/contracts/schemas/native').then((m) => m.mobileAppVersionResponseSchema),
    navigateOnError: false,
    signal,
  });
  return response.result;
}
