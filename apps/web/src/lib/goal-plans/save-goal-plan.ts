import { ApiPaths } from '@harta/contracts/paths';
import { goalPlanResponseSchema, type GoalPlan, type GoalPlanRequest } from '@harta/contracts/schemas/goal-plans';
import { http } from '../http/http-client';

/**
 * `PUT /api/portfolios/{guid}/plan`: sets the target and the planned monthly deposit; answers the new projection.
 * Shared by the goal's plan (performance page) and the add-goal form, which saves the plan right after the goal.
 */
export async function saveGoalPlan(guid: string, body: GoalPlanRequest): Promise<GoalPlan> {
  return (
    await http.put(ApiPaths.portfolios.plan(guid), body, {
      schema: goalPlanResponseSchema,
      // Refusals (400 with the field) are shown under the field by the form.
      navigateOnError: false,
    })
  ).result;
}
