import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import type { Device } from '@harta/contracts/schemas/native';
import { http } from '../../../lib/http/http-client';

/** GET /api/devices: the caller's biometric devices; staff pass the client's id. */
export async function listDevices(clientId?: number, signal?: AbortSignal): Promise<Device[]> {
  const query = clientId === undefined ? '' : `?clientId=${encodeURIComponent(String(clientId))}`;
  const response = await http.get(`${ApiPaths.devices.list}${query}`, {
    schema: () => import('@harta/contracts/schemas/native').then((m) => m.deviceListResponseSchema),
    signal,
  });
  return response.result;
}

export const devicesQueryKey = (clientId?: number) => ['devices', clientId ?? 'own'] as const;

export const devicesQueryOptions = (clientId?: number) =>
  queryOptions({ queryKey: devicesQueryKey(clientId), queryFn: ({ signal }) => listDevices(clientId, signal) });

export function useDevices(clientId?: number, enabled = true) {
  return useQuery({ ...devicesQueryOptions(clientId), enabled });
}
