import { useQuery } from '@tanstack/react-query';
import { SwitchApiPaths } from '@harta/contracts/paths';
import { switchInProgressResponseSchema, type SwitchInProgress } from '@harta/contracts/schemas/portfolio-switch';
import { http } from '../../../lib/http/http-client';
import { useSettings } from '../../../lib/settings/settings-context';
import { switchQueryKeys } from './query-keys';

/** `GET /api/v2/switch-profile/inprogress?clientId=` on the second API base (spec section 7). */
export async function getSwitchInProgress(
  baseUrl: string,
  clientId: number,
  signal?: AbortSignal,
): Promise<SwitchInProgress> {
  const query = new URLSearchParams({ clientId: String(clientId) });
  return (
    await http.get(`${SwitchApiPaths.inprogress}?${query.toString()}`, {
      baseUrl,
      schema: switchInProgressResponseSchema,
      signal,
    })
  ).result;
}

/** Whether the client has a switch in progress (e.g. for a badge on a portfolio card). */
export function useSwitchInProgress(clientId: number | undefined) {
  const { switchApiBase } = useSettings();
  return useQuery({
    queryKey: switchQueryKeys.inProgress(clientId ?? 0),
    queryFn: ({ signal }) => getSwitchInProgress(switchApiBase, clientId!, signal),
    enabled: clientId !== undefined,
  });
}
