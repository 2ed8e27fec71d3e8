import { useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { approvalCountResponseSchema } from '@harta/contracts/schemas/approvals';
import { http } from '../../lib/http/http-client';

/**
 * How many four-eyes requests wait, and how many of them the signed-in member may decide (the menu's count;
 * docs/backoffice.md "Four eyes"). Refreshed every minute and after any back-office action.
 */
export function usePendingApprovalsCount() {
  return useQuery({
    queryKey: ['backoffice', 'approvals', 'count'],
    queryFn: async ({ signal }) =>
      (await http.get(ApiPaths.backofficeApprovals.count, { schema: approvalCountResponseSchema, signal })).result,
    refetchInterval: 60_000,
  });
}
