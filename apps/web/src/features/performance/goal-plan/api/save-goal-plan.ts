import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { goalPlanResponseSchema, type GoalPlan, type GoalPlanRequest } from '@harta/contracts/schemas/goal-plans';
import { http } from '../../../../lib/http/http-client';
import { goalPlanQueryKey } from './get-goal-plan';

/** `PUT /api/portfolios/{guid}/plan`: sets the target and the planned monthly deposit; answers the new projection. */
export async function saveGoalPlan(guid: string, body: GoalPlanRequest): Promise<GoalPlan> {
  return (
    await http.put(ApiPaths.portfolios.plan(guid), body, {
      schema: goalPlanResponseSchema,
      // Refusals (400 with the field) are shown under the field by the form.
      navigateOnError: false,
    })
  ).result;
}

export function useSaveGoalPlan(guid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GoalPlanRequest) => saveGoalPlan(guid, body),
    onSuccess: (plan) => queryClient.setQueryData(goalPlanQueryKey(guid), plan),
  });
}
