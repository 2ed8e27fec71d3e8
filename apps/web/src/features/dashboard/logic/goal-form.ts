import { z } from 'zod';
import { createPortfolioRequestSchema, renamePortfolioRequestSchema } from '@harta/contracts/schemas/portfolios';
import { isMessageKey } from '@harta/contracts/validators';
import type { DashboardT } from '../i18n/use-dashboard-t';

/** The add-goal form: the contracts' request rules, plus the client's own cap (the server checks it again). */
export function addGoalFormSchema(maxRiskLevel: number) {
  return createPortfolioRequestSchema.extend({
    riskLevel: createPortfolioRequestSchema.shape.riskLevel.refine((level) => level <= maxRiskLevel, {
      error: 'portfolios.riskAboveCap',
    }),
    // Conventional or Shariah (docs/shariah.md), a select's string until sent.
    shariah: z.enum(['false', 'true'], { error: 'portfolios.shariahInvalid' }).optional(),
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
