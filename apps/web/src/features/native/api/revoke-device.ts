import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import type { Device } from '@harta/contracts/schemas/native';
import { request } from '../../../lib/http/http-client';

/**
 * DELETE /api/devices/{deviceId}: revoke a device (its owner, or staff). `background` for the best-effort call
 * after switching biometric login off, which must not take the user to an error page.
 */
export async function revokeDevice(deviceId: string, { background = false } = {}): Promise<Device> {
  const response = await request(ApiPaths.devices.revoke(deviceId), {
    method: 'DELETE',
    navigateOnError: !background,
    schema: () => import('@harta/contracts/schemas/native').then((m) => m.deviceResponseSchema),
  });
  return response.result;
}

export function useRevokeDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: string) => revokeDevice(deviceId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['devices'] }),
  });
}
