import { useQuery } from '@tanstack/react-query';
import { SwitchApiPaths } from '@harta/contracts/paths';
import { switchOptionsResponseSchema, type SwitchOptions } from '@harta/contracts/schemas/portfolio-switch';
import { http } from '../../../lib/http/http-client';
import { useSettings } from '../../../lib/settings/settings-context';
import { switchQueryKeys } from './query-keys';

/**
 * `GET /api/v2/switch-profile/options` on the second API base: the levels the portfolio may switch to, each with
 * its model's allocation, the current level, the cap and any switch in progress.
 */
export async function getSwitchOptions(
  baseUrl: string,
  clientId: number,
  portfolio: string | null,
  signal?: AbortSignal,
  shariah?: boolean,
): Promise<SwitchOptions> {
  const query = new URLSearchParams({
    clientId: String(clientId),
    ...(portfolio ? { portfolio } : {}),
    ...(shariah === undefined ? {} : { shariah: String(shariah) }),
  });
  return (
    await http.get(`${SwitchApiPaths.options}?${query.toString()}`, {
      baseUrl,
      schema: switchOptionsResponseSchema,
      signal,
    })
  ).result;
}

/** `shariah`: the Shariah (true) or conventional (false) models; left out, the portfolio's own kind. */
export function useSwitchOptions(clientId: number | undefined, portfolio: string | null, shariah?: boolean) {
  const { switchApiBase } = useSettings();
  return useQuery({
    queryKey: [...switchQueryKeys.options(clientId ?? 0, portfolio), shariah ?? 'own'],
    queryFn: ({ signal }) => getSwitchOptions(switchApiBase, clientId!, portfolio, signal, shariah),
    enabled: clientId !== undefined,
  });
}
