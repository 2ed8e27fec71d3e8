import { z } from 'zod';
import { amountTextIssue, normaliseAmountText } from '../amount';
import { MAX_DECIMAL_TEXT_LENGTH } from '../money';
import { boundedString } from '../validators';
import type { MessageKey } from '../messages';

/**
 * Recurring deposits (docs/goals.md "Recurring deposits"): a monthly or weekly deposit into a goal, collected by
 * direct debit under a mandate the client authorises once at their bank. Paths in `ApiPaths.recurringDeposits` and
 * `ApiPaths.backofficeMandates`. Amounts on the wire are ringgit decimal strings ("200.00"), dates 'YYYY-MM-DD'
 * (Malaysia calendar). Every answer is wrapped in `{ result }` as the other calls of the API. Validation messages
 * are message keys (contracts `messagesEn`).
 */

export const RECURRING_FREQUENCIES = ['monthly', 'weekly'] as const;
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];

export const SCHEDULE_STATUSES = [
  'pending_authorisation',
  'active',
  'paused',
  'cancelled',
  'rejected',
  'expired',
] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];
/** A goal has at most one schedule in these statuses (a second one → 409). */
export const LIVE_SCHEDULE_STATUSES = ['pending_authorisation', 'active', 'paused'] as const satisfies ScheduleStatus[];

export const MANDATE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'expired'] as const;
export type MandateStatus = (typeof MANDATE_STATUSES)[number];

export const COLLECTION_STATUSES = ['scheduled', 'submitted', 'collected', 'failed'] as const;
export type CollectionStatus = (typeof COLLECTION_STATUSES)[number];

/** The web route the sandbox bank sends the browser back to: `?schedule=<guid>`; it polls until authorised. */
export const RECURRING_DEPOSIT_RETURN_PATH = '/recurring-deposit/return';

/** The latest start date: a year from today (checked by the server, which knows today). */
export const RECURRING_START_MAX_DAYS = 366;

const calendarDate = (message: MessageKey) =>
  boundedString({ error: message }, 10, message)
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message })
    .refine(
      (text) => {
        const date = new Date(`${text}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
      },
      { error: message },
    );

/** Ringgit, at most two decimals; the bounds (the deposit's MIN/MAX system parameters) are checked by the server. */
const amountSchema = boundedString({ error: 'amount.required' }, MAX_DECIMAL_TEXT_LENGTH, 'amount.notANumber')
  .superRefine((text, ctx) => {
    const issue = amountTextIssue(text);
    if (issue !== null) ctx.addIssue({ code: 'custom', message: issue });
  })
  .transform(normaliseAmountText);

/** `POST /api/portfolios/{guid}/recurring-deposit`. */
export const createRecurringDepositSchema = z
  .object({
    amount: amountSchema,
    frequency: z.enum(RECURRING_FREQUENCIES, { error: 'recurringDeposit.frequencyRequired' }),
    /** Monthly: 1..28 (every month has it); null for weekly. */
    dayOfMonth: z
      .number({ error: 'recurringDeposit.dayOfMonthRange' })
      .int({ error: 'recurringDeposit.dayOfMonthRange' })
      .min(1, { error: 'recurringDeposit.dayOfMonthRange' })
      .max(28, { error: 'recurringDeposit.dayOfMonthRange' })
      .nullable(),
    /** Weekly: 1..7, Monday = 1 (ISO); null for monthly. */
    dayOfWeek: z
      .number({ error: 'recurringDeposit.dayOfWeekRange' })
      .int({ error: 'recurringDeposit.dayOfWeekRange' })
      .min(1, { error: 'recurringDeposit.dayOfWeekRange' })
      .max(7, { error: 'recurringDeposit.dayOfWeekRange' })
      .nullable(),
    /** The first collection is on the first matching day on or after this date (today .. a year ahead). */
    startDate: calendarDate('recurringDeposit.startDateInvalid'),
    /** A BANK code from the bank list (the client's verified account is at this bank). */
    bankId: z
      .string({ error: 'payments.bankRequired' })
      .trim()
      .regex(/^[A-Z0-9_]{1,40}$/, { error: 'payments.bankRequired' }),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.frequency === 'monthly' && value.dayOfMonth === null) {
      ctx.addIssue({ code: 'custom', path: ['dayOfMonth'], message: 'recurringDeposit.dayOfMonthRange' });
    }
    if (value.frequency === 'weekly' && value.dayOfWeek === null) {
      ctx.addIssue({ code: 'custom', path: ['dayOfWeek'], message: 'recurringDeposit.dayOfWeekRange' });
    }
  });
export type CreateRecurringDepositRequest = z.input<typeof createRecurringDepositSchema>;

/** `PATCH /api/portfolios/{guid}/recurring-deposit`: one change at a time. */
export const updateRecurringDepositSchema = z.union([
  z.object({ action: z.enum(['pause', 'resume', 'cancel']) }).strict(),
  z.object({ amount: amountSchema }).strict(),
]);
export type UpdateRecurringDepositRequest = z.input<typeof updateRecurringDepositSchema>;

export const collectionViewSchema = z.object({
  guid: z.string(),
  scheduledFor: z.string(),
  amount: z.string(),
  status: z.enum(COLLECTION_STATUSES),
  /** A message key (e.g. 'recurringDeposit.failure.insufficientFunds'), null unless failed. */
  failureReason: z.string().nullable(),
  /** 1 for the first debit of this date, 2 for its retry. */
  attempt: z.number().int(),
  /** The deposit (payment order id) a collected debit became. */
  orderId: z.string().nullable(),
  /** When the bank's answer arrived (ISO instant). */
  settledAt: z.string().nullable(),
});
export type CollectionView = z.infer<typeof collectionViewSchema>;

export const recurringDepositViewSchema = z.object({
  guid: z.string(),
  portfolioGuid: z.string(),
  goalName: z.string(),
  amount: z.string(),
  frequency: z.enum(RECURRING_FREQUENCIES),
  dayOfMonth: z.number().int().nullable(),
  dayOfWeek: z.number().int().nullable(),
  startDate: z.string(),
  status: z.enum(SCHEDULE_STATUSES),
  /** Why the schedule is rejected, expired or cancelled (a message key), else null. */
  statusReason: z.string().nullable(),
  bank: z.object({ id: z.string(), name: z.string() }),
  mandate: z.object({
    reference: z.string(),
    /** The bank's maximum per debit (ringgit). */
    maxAmount: z.string(),
    /** The mandate's last valid day at the bank ('YYYY-MM-DD'). */
    expiresOn: z.string(),
    status: z.enum(MANDATE_STATUSES),
  }),
  /** Null unless active. */
  nextCollection: z.object({ date: z.string(), amount: z.string() }).nullable(),
  lastCollection: collectionViewSchema.nullable(),
  createdAt: z.string(),
});
export type RecurringDepositView = z.infer<typeof recurringDepositViewSchema>;

/** The signed mandate authorisation request the browser POSTs to the bank in the full window. */
export const mandateAuthorisationFormSchema = z.object({
  action: z.string(),
  method: z.literal('POST'),
  fields: z.record(z.string(), z.string()),
});
export type MandateAuthorisationForm = z.infer<typeof mandateAuthorisationFormSchema>;

/** `GET /api/recurring-deposits`: the caller's live schedules (pending, active, paused), for the goal cards. */
export const recurringDepositListResponseSchema = z.object({
  result: z.object({ items: z.array(recurringDepositViewSchema) }),
});
/** `GET` and `PATCH /api/portfolios/{guid}/recurring-deposit`. */
export const recurringDepositResponseSchema = z.object({
  result: z.object({ schedule: recurringDepositViewSchema.nullable() }),
});
/** `POST /api/portfolios/{guid}/recurring-deposit` → 201. */
export const createRecurringDepositResponseSchema = z.object({
  result: z.object({ schedule: recurringDepositViewSchema, authorisation: mandateAuthorisationFormSchema }),
});

export const collectionsQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const COLLECTIONS_PAGE_SIZE = 20;
/** `GET /api/portfolios/{guid}/recurring-deposit/collections?page=1`, newest date first. */
export const collectionsResponseSchema = z.object({
  result: z.object({ items: z.array(collectionViewSchema), total: z.number().int() }),
});

// Staff (docs/backoffice.md "Recurring deposits")

export const staffMandateViewSchema = recurringDepositViewSchema.extend({
  clientName: z.string(),
  clientEmail: z.string(),
});
export type StaffMandateView = z.infer<typeof staffMandateViewSchema>;

export const staffMandatesQuerySchema = z.object({
  status: z.enum(SCHEDULE_STATUSES).optional(),
  /** Client name or e-mail, mandate reference. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const STAFF_MANDATES_PAGE_SIZE = 25;
export const staffMandatesResponseSchema = z.object({
  result: z.object({ items: z.array(staffMandateViewSchema), total: z.number().int() }),
});
export const staffMandateResponseSchema = z.object({
  result: staffMandateViewSchema.extend({ collections: z.array(collectionViewSchema) }),
});

export const collectionRunRequestSchema = z
  .object({ date: calendarDate('recurringDeposit.startDateInvalid').optional() })
  .strict();
/** How many debits the run submitted. */
export const collectionRunResponseSchema = z.object({ result: z.object({ started: z.number().int() }) });

/** Four-eyes manual corrections (docs/backoffice.md "Four eyes"): answered with the approval request made. */
export const staffMandateCancelSchema = z.object({ reason: z.string().trim().min(1).max(500) }).strict();
export const staffCollectionFailedSchema = z.object({ reason: z.string().trim().min(1).max(500) }).strict();
