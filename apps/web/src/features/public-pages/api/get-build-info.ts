import { useQuery } from '@tanstack/react-query';
import { StaticPaths } from '@harta/contracts/paths';
import { buildInfoSchema, type BuildInfo } from '@harta/contracts/schemas/system';

/** `/build-info.json`, written by the web build next to the app (not under the API base). */
export async function getBuildInfo(signal?: AbortSignal): Promise<BuildInfo> {
  const response = await fetch(StaticPaths.buildInfo, { cache: 'no-store', signal });
  if (!response.ok) throw new Error(`build-info.json: ${response.status}`);
  return buildInfoSchema.parse(await response.json());
}

export function useBuildInfo() {
  return useQuery({ queryKey: ['build-info'], queryFn: ({ signal }) => getBuildInfo(signal), staleTime: Infinity });
}
