import { ApiPaths } from '@harta/contracts/paths';
import type { DeviceIntegrityReport } from '@harta/contracts/schemas/native';
import { http } from '../../../lib/http/http-client';

/**
 * POST /api/devices/integrity: tells the server the root/jailbreak check result at every start. The answer says
 * whether the server still allows this installation (it remembers a rooted one). Background call: no navigation.
 */
export async function reportDeviceIntegrity(report: DeviceIntegrityReport): Promise<{ allowed: boolean }> {
  const response = await http.post(ApiPaths.devices.integrity, report, {
    schema: () => import('@harta/contracts/schemas/native').then((m) => m.deviceIntegrityResponseSchema),
    navigateOnError: false,
  });
  return response.result;
}
