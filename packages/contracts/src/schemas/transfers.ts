import { z } from 'zod';
import { amountTextIssue, normaliseAmountText } from '../amount';
import { MAX_DECIMAL_TEXT_LENGTH, parseMinorUnits, SEN_SCALE } from '../money';
import { boundedString } from '../validators';

/**
 * Validation messages are message keys (contracts `messagesEn`), translated where they are shown.
 *
 * Transfers between two of the client's own portfolios (issue #11 item 9; paths in `ApiPaths.transfers`).
 * Units are sold pro rata in the source at the trade date's closes and the ringgit is invested in the target's
 * model weights at the same trade date. Portfolios are named by their public guid.
 */

/** The smallest transfer, in sen (RM 1.00): below it the trades would be dust. */
export const TRANSFER_MIN_SEN = 100n;

const portfolioIdSchema = z.uuid({ error: 'transfers.portfolioRequired' });

/** Ringgit as a decimal string with at most two places and at least the minimum, e.g. '250.00'. */
export const transferAmountSchema = boundedString(
  { error: 'amount.notANumber' },
  MAX_DECIMAL_TEXT_LENGTH,
  'amount.notANumber',
)
  .superRefine((text, ctx) => {
    const issue = amountTextIssue(text);
    if (issue !== null) ctx.addIssue({ code: 'custom', message: issue, abort: true });
  })
  .transform(normaliseAmountText)
  .refine((text) => (parseMinorUnits(text, SEN_SCALE) ?? 0n) >= TRANSFER_MIN_SEN, { error: 'transfers.amountMin' });

/**
 * `POST /api/transfers` (header Idempotency-Key): an `amount`, or `transferAll: true` for everything the source
 * holds at the trade date; never both.
 */
export const createTransferRequestSchema = z
  .object({
    fromPortfolioId: portfolioIdSchema,
    toPortfolioId: portfolioIdSchema,
    amount: transferAmountSchema.optional(),
    transferAll: z.boolean().optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.fromPortfolioId.toLowerCase() === value.toPortfolioId.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['toPortfolioId'], message: 'transfers.samePortfolio' });
    }
    if ((value.amount === undefined) === (value.transferAll !== true)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'transfers.amountOrAll' });
    }
  });
export type CreateTransferRequest = z.infer<typeof createTransferRequestSchema>;

export const TransferStatuses = ['REQUESTED', 'COMPLETED', 'FAILED'] as const;
export type TransferStatus = (typeof TransferStatuses)[number];

export const transferSchema = z.object({
  transferId: z.string(),
  fromPortfolioId: z.string(),
  fromGoalName: z.string(),
  toPortfolioId: z.string(),
  toGoalName: z.string(),
  /** The amount asked for ('250.00'); null for "transfer everything". */
  amount: z.string().nullable(),
  transferAll: z.boolean(),
  status: z.enum(TransferStatuses),
  /** The trade date it executes on at the earliest (YYYY-MM-DD, Malaysia time). */
  tradeDate: z.string(),
  /** What reached the target ('249.98'), once executed. */
  movedAmount: z.string().nullable(),
  executedDate: z.string().nullable(),
  createdAt: z.string(),
});
export type Transfer = z.infer<typeof transferSchema>;

export const transferResponseSchema = z.object({ result: transferSchema });
export const transferListResponseSchema = z.object({ result: z.array(transferSchema) });
