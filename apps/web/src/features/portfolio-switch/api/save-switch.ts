import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SwitchApiPaths } from '@harta/contracts/paths';
import { portfolioSwitchResponseSchema, type PortfolioSwitch } from '@harta/contracts/schemas/portfolio-switch';
import { http } from '../../../lib/http/http-client';
import { portfoliosQueryKey } from '../../../lib/portfolios/api/get-portfolios';
import { useSettings } from '../../../lib/settings/settings-context';
import { switchQueryKeys } from './query-keys';

export interface SaveSwitchInput {
  clientId: number;
  riskLevel: number;
  portfolio: string;
  /** The level's Shariah (true) or conventional (false) model: converting the goal (docs/shariah.md). */
  shariah?: boolean;
}

/** `POST /api/v2/switch-profile/save?riskLevel=&clientId=&portfolio=` on the second API base (spec section 7). */
export async function saveSwitch(baseUrl: string, input: SaveSwitchInput): Promise<PortfolioSwitch> {
  const query = new URLSearchParams({
    riskLevel: String(input.riskLevel),
    clientId: String(input.clientId),
    portfolio: input.portfolio,
    ...(input.shariah === undefined ? {} : { shariah: String(input.shariah) }),
  });
  return (
    await http.post(`${SwitchApiPaths.save}?${query.toString()}`, undefined, {
      baseUrl,
      schema: portfolioSwitchResponseSchema,
      // A refusal (above the cap, one already in progress) is the modal's to explain, not an error page's.
      navigateOnError: false,
    })
  ).result;
}

export function useSaveSwitch() {
  const { switchApiBase } = useSettings();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveSwitchInput) => saveSwitch(switchApiBase, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: switchQueryKeys.all });
      await queryClient.invalidateQueries({ queryKey: portfoliosQueryKey });
    },
  });
}
