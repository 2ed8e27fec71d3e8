import { z } from 'zod';
import { goalPlanRequestSchema } from '@harta/contracts/schemas/goal-plans';
import { createPortfolioRequestSchema, renamePortfolioRequestSchema } from '@harta/contracts/schemas/portfolios';
import { isMessageKey } from '@harta/contracts/validators';
import { toPlanRequest, type PlanForm } from '../../../lib/goal-plans/plan-form';
import type { DashboardT } from '../i18n/use-dashboard-t';

/** Whether the add-goal form's optional target fields hold anything (then the plan is saved with the goal). */
export function hasPlan(form: PlanForm): boolean {
  return [form.targetAmount, form.targetDate, form.monthlyDeposit].some((text) => text.trim() !== '');
}

/**
 * The add-goal form: the contracts' request rules, plus the client's own cap (the server checks it again), and the
 * optional target (amount and date, planned monthly deposit) checked by the plan's own request schema when any of
 * it is filled in (docs/goals.md "The plan").
 */
export function addGoalFormSchema(maxRiskLevel: number) {
  return createPortfolioRequestSchema
    .extend({
      riskLevel: createPortfolioRequestSchema.shape.riskLevel.refine((level) => level <= maxRiskLevel, {
        error: 'portfolios.riskAboveCap',
      }),
      targetAmount: z.string(),
      targetDate: z.string(),
      monthlyDeposit: z.string(),
      // Conventional or Shariah (docs/shariah.md), a select's string until sent.
      shariah: z.enum(['false', 'true'], { error: 'portfolios.shariahInvalid' }).optional(),
    })
    .superRefine((form, ctx) => {
      if (!hasPlan(form)) return;
      const parsed = goalPlanRequestSchema.safeParse(toPlanRequest(form));
      if (parsed.success) return;
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    });
}
export type AddGoalForm = z.input<ReturnType<typeof addGoalFormSchema>>;

export const renameGoalFormSchema = renamePortfolioRequestSchema;
export type RenameGoalForm = z.input<typeof renameGoalFormSchema>;

/** A field error's text: a contracts message key (translated, with the cap filled in) or the server's own text. */
export function fieldErrorText(t: DashboardT, message: string | undefined, maxRiskLevel?: number): string | undefined {
  if (!message) return undefined;
  return isMessageKey(message) ? t(message as never, { max: maxRiskLevel }) : message;
}
