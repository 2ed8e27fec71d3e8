import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GoalPlanRequest } from '@harta/contracts/schemas/goal-plans';
import { saveGoalPlan } from '../../../../lib/goal-plans/save-goal-plan';
import { goalPlanQueryKey } from './get-goal-plan';

export function useSaveGoalPlan(guid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GoalPlanRequest) => saveGoalPlan(guid, body),
    onSuccess: (plan) => queryClient.setQueryData(goalPlanQueryKey(guid), plan),
  });
}
