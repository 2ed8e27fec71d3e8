import { ApiPaths } from '@harta/contracts/paths';
import type { RegisterDeviceRequest, RegisteredDevice } from '@harta/contracts/schemas/native';
import { http } from '../../../lib/http/http-client';

/** POST /api/devices: enables biometric login on this device; the answer carries the device credential, once. */
export async function registerDevice(input: RegisterDeviceRequest): Promise<RegisteredDevice> {
  const response = await http.post(ApiPaths.devices.register, input, {
    schema: () => import('@harta/contracts/schemas/native').then((m) => m.registerDeviceResponseSchema),
    // The caller explains a refusal (e.g. a rooted device goes to vapt) instead of the generic error pages.
    navigateOnError: false,
  });
  return response.result;
}
