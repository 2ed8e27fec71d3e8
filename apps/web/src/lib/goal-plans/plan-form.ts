import { goalPlanRequestSchema, type GoalPlan, type GoalPlanRequest } from '@harta/contracts/schemas/goal-plans';
import { z } from 'zod';

/** The plan form as typed: empty target fields mean "no target". */
export interface PlanForm {
  targetAmount: string;
  targetDate: string;
  monthlyDeposit: string;
}

export const PLAN_FIELDS = ['targetAmount', 'targetDate', 'monthlyDeposit'] as const;

export function toPlanRequest(form: PlanForm): GoalPlanRequest {
  const amount = form.targetAmount.trim();
  const date = form.targetDate.trim();
  return {
    targetAmount: amount === '' ? null : amount,
    targetDate: date === '' ? null : date,
    monthlyDeposit: form.monthlyDeposit.trim() === '' ? '0' : form.monthlyDeposit.trim(),
  };
}

export function planFormDefaults(plan: GoalPlan): PlanForm {
  const monthly = plan.monthlyDeposit === '0.00' ? '' : plan.monthlyDeposit;
  return { targetAmount: plan.target?.amount ?? '', targetDate: plan.target?.date ?? '', monthlyDeposit: monthly };
}

/** Validates through the contracts' request schema, so the form and the server refuse the same things alike. */
export const planFormSchema = z
  .object({ targetAmount: z.string(), targetDate: z.string(), monthlyDeposit: z.string() })
  .superRefine((form, ctx) => {
    const parsed = goalPlanRequestSchema.safeParse(toPlanRequest(form));
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });
