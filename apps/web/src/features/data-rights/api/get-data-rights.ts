import { useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { dataRightsOverviewResponseSchema, type DataRightsOverview } from '@harta/contracts/schemas/data-rights';
import { http } from '../../../lib/http/http-client';

/** `GET /api/data-rights`: the caller's copies of their data, their erasure request and the periods. */
export async function getDataRights(signal?: AbortSignal): Promise<DataRightsOverview> {
  return (await http.get(ApiPaths.dataRights.overview, { schema: dataRightsOverviewResponseSchema, signal })).result;
}

export const dataRightsQueryKey = ['data-rights'] as const;

/** While a copy is being prepared the page asks again every two seconds, so its progress moves. */
export function useDataRights() {
  return useQuery({
    queryKey: dataRightsQueryKey,
    queryFn: ({ signal }) => getDataRights(signal),
    refetchInterval: (query) =>
      query.state.data?.exports.some((e) => e.status === 'REQUESTED' || e.status === 'RUNNING') ? 2_000 : false,
  });
}
