import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { goalPlanSummariesResponseSchema, type GoalPlanSummary } from '@harta/contracts/schemas/goal-plans';
import { http } from '../../../lib/http/http-client';

/** `GET /api/portfolios/plans`: every goal's plan at a glance (docs/goals.md), for the goal cards. */
export async function getGoalPlans(signal?: AbortSignal): Promise<GoalPlanSummary[]> {
  const response = await http.get(ApiPaths.portfolios.plans, {
    schema: goalPlanSummariesResponseSchema,
    signal,
    // The cards show their figures without it: a failure only leaves the plan line out.
    navigateOnError: false,
  });
  return response.result.plans;
}

export const goalPlansQueryKey = ['goal-plans'] as const;

export function useGoalPlans() {
  return useQuery(queryOptions({ queryKey: goalPlansQueryKey, queryFn: ({ signal }) => getGoalPlans(signal) }));
}
