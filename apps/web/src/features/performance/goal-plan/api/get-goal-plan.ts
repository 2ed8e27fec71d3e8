import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { goalPlanResponseSchema, type GoalPlan } from '@harta/contracts/schemas/goal-plans';
import { http } from '../../../../lib/http/http-client';

/** `GET /api/portfolios/{guid}/plan`: the goal's target, planned monthly deposit and projection (docs/goals.md). */
export async function getGoalPlan(guid: string, signal?: AbortSignal): Promise<GoalPlan> {
  const response = await http.get(ApiPaths.portfolios.plan(guid), {
    schema: goalPlanResponseSchema,
    signal,
    // A failure is shown inside the plan's card; the rest of the page stays usable.
    navigateOnError: false,
  });
  return response.result;
}

export const goalPlanQueryKey = (guid: string) => ['goal-plan', guid] as const;

export const goalPlanQueryOptions = (guid: string) =>
  queryOptions({ queryKey: goalPlanQueryKey(guid), queryFn: ({ signal }) => getGoalPlan(guid, signal) });

export function useGoalPlan(guid: string) {
  return useQuery(goalPlanQueryOptions(guid));
}
