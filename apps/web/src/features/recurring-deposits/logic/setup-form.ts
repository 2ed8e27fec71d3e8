import { z } from 'zod';
import { depositAmountIssue } from '@harta/contracts/schemas/payments';
import {
  createRecurringDepositSchema,
  type CreateRecurringDepositRequest,
  type RecurringFrequency,
} from '@harta/contracts/schemas/recurring-deposits';

/** The set-up form as typed: selects give strings; the request wants numbers and nulls. */
export interface SetupForm {
  amount: string;
  frequency: RecurringFrequency;
  dayOfMonth: string;
  dayOfWeek: string;
  startDate: string;
  bankId: string;
}

export const SETUP_FIELDS = ['amount', 'frequency', 'dayOfMonth', 'dayOfWeek', 'startDate', 'bankId'] as const;

export function toSetupRequest(form: SetupForm): CreateRecurringDepositRequest {
  const monthly = form.frequency === 'monthly';
  return {
    amount: form.amount,
    frequency: form.frequency,
    dayOfMonth: monthly ? Number(form.dayOfMonth) : null,
    dayOfWeek: monthly ? null : Number(form.dayOfWeek),
    startDate: form.startDate,
    bankId: form.bankId,
  };
}

/** Today's calendar date in Malaysia (UTC+8, no daylight saving) as YYYY-MM-DD: collection dates use it. */
export function malaysiaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** A new form: monthly, on today's day of the month (28 at most), starting today. */
export function setupFormDefaults(now: Date = new Date()): SetupForm {
  const today = malaysiaToday(now);
  const day = Math.min(28, Number(today.slice(8, 10)));
  const weekday = ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return {
    amount: '',
    frequency: 'monthly',
    dayOfMonth: String(day),
    dayOfWeek: String(weekday),
    startDate: today,
    bankId: '',
  };
}

/**
 * Validates through the contracts' request schema, as the server does, and the amount against the deposit's
 * bounds (the same MIN/MAX system parameters a deposit has).
 */
export function setupFormSchema(bounds: { min: string; max: string }) {
  return z
    .object({
      amount: z.string(),
      frequency: z.enum(['monthly', 'weekly']),
      dayOfMonth: z.string(),
      dayOfWeek: z.string(),
      startDate: z.string(),
      bankId: z.string(),
    })
    .superRefine((form, ctx) => {
      const parsed = createRecurringDepositSchema.safeParse(toSetupRequest(form));
      const issues = parsed.success ? [] : parsed.error.issues;
      for (const issue of issues) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
      if (issues.some((issue) => issue.path[0] === 'amount')) return;
      const bound = depositAmountIssue(form.amount, bounds);
      if (bound) ctx.addIssue({ code: 'custom', path: ['amount'], message: bound.key });
    });
}
