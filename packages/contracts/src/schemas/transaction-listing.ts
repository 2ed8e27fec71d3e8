import { transactionDescriptionSchema } from '../transaction-description';
import { z } from 'zod';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../transactions';
import { boundedString } from '../validators';

/**
 * `GET /api/clientProfile/transactionListing` (spec section 7; issue #11 item 10): the caller's deposits,
 * investments, withdrawals, transfers and fees, newest first, one page at a time by keyset (`cursor` = the
 * `nextCursor` of the previous page). `format=csv` answers every matching row as a CSV file instead.
 */

export const TRANSACTION_PAGE_SIZE_DEFAULT = 20;
export const TRANSACTION_PAGE_SIZE_MAX = 100;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date 'YYYY-MM-DD' (2026-02-30 is refused). */
export function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const dateSchema = boundedString(undefined, 10, 'transactions.dateInvalid').refine(isIsoDate, {
  error: 'transactions.dateInvalid',
});

/** One value, a repeated parameter or a comma-separated list, each from `values`. */
function listOf<T extends readonly [string, ...string[]]>(values: T, error: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z.array(z.enum(values, { error })).max(values.length, { error }),
  );
}

export const transactionListingQuerySchema = z
  .object({
    /** A portfolio's guid (the caller's own; another's answers 404). */
    portfolio: z.string().max(100).optional(),
    type: listOf(TRANSACTION_TYPES, 'transactions.typeInvalid').optional(),
    status: listOf(TRANSACTION_STATUSES, 'transactions.statusInvalid').optional(),
    /** Inclusive, Malaysia time. */
    from: dateSchema.optional(),
    to: dateSchema.optional(),
    /** A row id: digits, within PostgreSQL's bigint. */
    cursor: boundedString(undefined, 19, 'transactions.cursorInvalid')
      .refine((c) => /^\d{1,19}$/.test(c) && BigInt(c) <= 9_223_372_036_854_775_807n, {
        error: 'transactions.cursorInvalid',
      })
      .optional(),
    limit: z.coerce.number().int().min(1).max(TRANSACTION_PAGE_SIZE_MAX).default(TRANSACTION_PAGE_SIZE_DEFAULT),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'transactions.dateRange', path: ['to'] });
export type TransactionListingQuery = z.input<typeof transactionListingQuerySchema>;

export const transactionItemSchema = z.object({
  id: z.string(),
  portfolio: z.object({ guid: z.string(), goalName: z.string() }),
  type: z.enum(TRANSACTION_TYPES),
  status: z.enum(TRANSACTION_STATUSES),
  /** Ringgit, two decimals; null while not known yet (a "withdraw all" before its units are sold). */
  amount: z.string().nullable(),
  /** The description in the language of the request (or the row's old English text). */
  description: z.string().nullable(),
  /** The facts it is written from, for a client that writes it out itself (contracts transaction-description.ts). */
  descriptionFields: transactionDescriptionSchema.nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When it reached a final status. */
  completedAt: z.string().nullable(),
  /**
   * The reference the client sees for it everywhere (docs/money.md "One reference per transaction"): the flow's
   * own id for a deposit (the order id on its receipt), a withdrawal or a transfer (the id on their pages); the
   * transaction's id for the rest.
   */
  reference: z.string(),
});
export type TransactionItem = z.infer<typeof transactionItemSchema>;

export const transactionPageSchema = z.object({
  items: z.array(transactionItemSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type TransactionPage = z.infer<typeof transactionPageSchema>;

export const transactionListingResponseSchema = z.object({ result: transactionPageSchema });
