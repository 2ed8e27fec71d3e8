import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import {
  investmentProfileResponseSchema,
  type InvestmentProfile,
} from '@harta/contracts/schemas/registration-investment';
import { http } from '../../../lib/http/http-client';
import { regKeys } from './query-keys';

/** The saved questionnaire answers and risk level (null before the first save); prefills step 9. */
export async function getInvestmentProfile(signal?: AbortSignal): Promise<InvestmentProfile | null> {
  const response = await http.get(ApiPaths.registration.getInvestmentProfileByClientId, {
    schema: investmentProfileResponseSchema,
    signal,
  });
  return response.result;
}

export const investmentProfileQueryOptions = () =>
  queryOptions({ queryKey: regKeys.investmentProfile(), queryFn: ({ signal }) => getInvestmentProfile(signal) });

export function useInvestmentProfile() {
  return useQuery(investmentProfileQueryOptions());
}
