import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import {
  liveDetectionInfoResponseSchema,
  type LiveDetectionInfo,
} from '@harta/contracts/schemas/registration-documents';
import { http } from '../../../lib/http/http-client';
import { regKeys } from './query-keys';

/** Liveness / face-match state of step 4: attempts used and left, last result. */
export async function getLiveDetectionInfo(signal?: AbortSignal): Promise<LiveDetectionInfo> {
  const response = await http.get(ApiPaths.registration.getClientLiveDetectionInfoByClientId, {
    schema: liveDetectionInfoResponseSchema,
    signal,
  });
  return response.result;
}

export const liveDetectionInfoQueryOptions = () =>
  queryOptions({ queryKey: regKeys.liveDetection(), queryFn: ({ signal }) => getLiveDetectionInfo(signal) });

export function useLiveDetectionInfo() {
  return useQuery(liveDetectionInfoQueryOptions());
}
