import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { referralSummaryResponseSchema, type ReferralSummary } from '@harta/contracts/schemas/referral';
import { http } from '../../../lib/http/http-client';

/** `GET /api/referral`: the caller's own code, link, reward rule and the friends who used the code. */
export async function getReferral(signal?: AbortSignal): Promise<ReferralSummary> {
  return (await http.get(ApiPaths.referral.mine, { schema: referralSummaryResponseSchema, signal })).result;
}

export const referralQueryKey = ['referral'] as const;

export function useReferral() {
  return useQuery(queryOptions({ queryKey: referralQueryKey, queryFn: ({ signal }) => getReferral(signal) }));
}
