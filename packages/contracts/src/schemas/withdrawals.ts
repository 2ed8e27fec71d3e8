import { z } from 'zod';
import { amountTextIssue, normaliseAmountText } from '../amount';
import { formatSen, MAX_DECIMAL_TEXT_LENGTH, parseMinorUnits, SEN_SCALE } from '../money';
import { boundedString, safeTextSchema } from '../validators';
import { otpCodeSchema } from './registration-contact';

/**
 * Withdrawals (issue #11 item 8; docs/money.md "Withdrawal"). Paths in `ApiPaths.withdrawals` and
 * `ApiPaths.backofficeWithdrawals`. Amounts are decimal strings of ringgit on the wire ("150.50"), sen inside.
 *
 * requested → processing → paid, or failed (the money goes back to the portfolio), or cancelled (only while
 * requested). Each state has its date.
 */

export const WITHDRAWAL_STATUSES = ['REQUESTED', 'PROCESSING', 'PAID', 'FAILED', 'CANCELLED'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const FINAL_WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = ['PAID', 'FAILED', 'CANCELLED'];

export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = {
  REQUESTED: 'Requested',
  PROCESSING: 'Processing',
  PAID: 'Paid',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
};

/** The smallest withdrawal: RM 1.00 (what an interbank transfer carries at least). */
export const WITHDRAWAL_MIN_SEN = 100n;
/** The largest amount the form accepts (RM 10 million): beyond any portfolio here, and safely inside bigint sen. */
export const WITHDRAWAL_MAX_SEN = 1_000_000_000n;
/** Longest reason a staff member gives for a failed payout, and longest bank reference. */
export const WITHDRAWAL_REASON_MAX_LENGTH = 200;
export const PAYOUT_REFERENCE_MAX_LENGTH = 40;

/** '150.50' → 15050n; null when the text is not a ringgit amount with at most two decimals. */
export function parseRinggitToSen(text: string): bigint | null {
  return parseMinorUnits(normaliseAmountText(text), SEN_SCALE);
}

export { formatSen };

/** A ringgit amount; blank is left to the object's rule (required unless "withdraw all"). */
const ringgitAmountSchema = boundedString(
  { error: 'amount.notANumber' },
  MAX_DECIMAL_TEXT_LENGTH,
  'amount.notANumber',
).superRefine((value, ctx) => {
  if (typeof value !== 'string' || value.trim() === '') return;
  const issue = amountTextIssue(value);
  const sen = parseRinggitToSen(value);
  if (issue !== null || sen === null) ctx.addIssue({ code: 'custom', message: issue ?? 'amount.notANumber' });
  else if (sen < WITHDRAWAL_MIN_SEN) {
    ctx.addIssue({
      code: 'custom',
      message: 'withdrawal.amountMin',
      params: { values: { min: formatSen(WITHDRAWAL_MIN_SEN) } },
    });
  } else if (sen > WITHDRAWAL_MAX_SEN) {
    ctx.addIssue({
      code: 'custom',
      message: 'withdrawal.amountMax',
      params: { values: { max: formatSen(WITHDRAWAL_MAX_SEN) } },
    });
  }
});

const draftShape = {
  /** The portfolio's public id. */
  portfolioId: z.uuid({ error: 'withdrawal.portfolioRequired' }),
  withdrawAll: z.boolean().default(false),
  amount: ringgitAmountSchema.optional(),
};

/** An amount, or "withdraw all", never both: one meaning per request. */
function amountOrAll(data: { withdrawAll?: boolean; amount?: string | undefined }, ctx: z.RefinementCtx) {
  // Attackers send anything; a refinement never assumes the shape (request-schemas.test.ts).
  if (typeof data !== 'object' || data === null) return;
  const blank = data.amount === undefined || (typeof data.amount === 'string' && data.amount.trim() === '');
  if (data.withdrawAll && !blank) {
    ctx.addIssue({ code: 'custom', message: 'withdrawal.amountOrAll', path: ['amount'] });
  }
  if (!data.withdrawAll && blank) {
    ctx.addIssue({ code: 'custom', message: 'withdrawal.amountRequired', path: ['amount'] });
  }
}

/** What the client asks for: from one portfolio, either an amount (RM, at most two decimals) or everything. */
export const withdrawalDraftSchema = z.object(draftShape).superRefine(amountOrAll);
export type WithdrawalDraft = z.input<typeof withdrawalDraftSchema>;

/** POST /api/withdrawals/otp: sends the 6-digit code by SMS for exactly this request (portfolio and amount). */
export const withdrawalOtpRequestSchema = withdrawalDraftSchema;

export const withdrawalOtpResponseSchema = z.object({
  result: z.object({
    message: z.string(),
    /** The number the code went to, masked ('+60******4567'). */
    mobileNumber: z.string(),
    expiresInSeconds: z.number().int(),
    resendAfterSeconds: z.number().int(),
  }),
});

/**
 * POST /api/withdrawals (header Idempotency-Key): the request with the code from the SMS. The code is bound to
 * the portfolio and amount it was sent for: another amount needs another code.
 */
export const createWithdrawalRequestSchema = z.object({ ...draftShape, otp: otpCodeSchema }).superRefine(amountOrAll);
export type CreateWithdrawalRequest = z.input<typeof createWithdrawalRequestSchema>;

/** The bank account a withdrawal is paid to, as the client sees it (the number masked). */
export const payoutAccountSchema = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  /** '******7890'. */
  accountNumber: z.string(),
  holderName: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

const timestamp = z.string().nullable();

export const withdrawalSchema = z.object({
  /** Public id (uuid). */
  id: z.string(),
  portfolioId: z.string(),
  portfolioName: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  withdrawAll: z.boolean(),
  /** What was asked for; null for "withdraw all". */
  requestedAmount: z.string().nullable(),
  /** What is paid out: known once the units are sold (processing); null before. */
  amount: z.string().nullable(),
  /** The trade date whose closing prices sell the units (YYYY-MM-DD, Malaysia). */
  tradeDate: z.string(),
  account: payoutAccountSchema,
  requestedAt: z.string(),
  processingAt: timestamp,
  paidAt: timestamp,
  failedAt: timestamp,
  cancelledAt: timestamp,
  /** Why a payout failed, in words for the client. */
  failureReason: z.string().nullable(),
  /** True while the client may still cancel it. */
  cancellable: z.boolean(),
  /** The bank's reference for the payout, as staff entered it when they paid it (the client's bank shows it too). */
  payoutReference: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalResponseSchema = z.object({ result: withdrawalSchema });
export const withdrawalListResponseSchema = z.object({ result: z.array(withdrawalSchema) });

/** One portfolio's withdrawable amount: its value less the withdrawals and transfers out waiting for their trade date. */
export const withdrawablePortfolioSchema = z.object({
  id: z.string(),
  goalName: z.string(),
  /** Cash plus units at the latest close. */
  value: z.string(),
  /** Requested withdrawals not yet processed. */
  pending: z.string(),
  /** Requested transfers out of it not yet made (they are deducted too); "0.00" when none. */
  pendingTransfers: z.string().optional(),
  /** True while a "transfer all" out of it is pending: nothing can be withdrawn. */
  transferAllPending: z.boolean().optional(),
  /** value − pending − pendingTransfers (never below 0; 0 while an "everything" request waits). */
  available: z.string(),
  /** True while a "withdraw all" is pending: nothing more can be asked. */
  withdrawAllPending: z.boolean(),
  /** The close the value is based on (YYYY-MM-DD); null for a portfolio with no units. */
  priceDate: z.string().nullable(),
});
export type WithdrawablePortfolio = z.infer<typeof withdrawablePortfolioSchema>;

/** GET /api/withdrawals/options: what the withdrawal form needs. */
export const withdrawalOptionsResponseSchema = z.object({
  result: z.object({
    /** The verified bank account payouts go to; null when the client has none (the form explains). */
    account: payoutAccountSchema.nullable(),
    /** The masked number the code is sent to; null when there is no verified number. */
    mobileNumber: z.string().nullable(),
    minimumAmount: z.string(),
    /** The next trade date a request made now is sold at. */
    nextTradeDate: z.string(),
    portfolios: z.array(withdrawablePortfolioSchema),
  }),
});
export type WithdrawalOptions = z.infer<typeof withdrawalOptionsResponseSchema>['result'];

// --- Staff (back office) -----------------------------------------------------------------------------------

export const staffWithdrawalListQuerySchema = z.object({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  /** Trade date (YYYY-MM-DD). */
  tradeDate: z.iso.date({ error: 'withdrawal.dateFormat' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type StaffWithdrawalListQuery = z.input<typeof staffWithdrawalListQuerySchema>;

export const staffWithdrawalSchema = withdrawalSchema.extend({
  clientId: z.number().int(),
  clientName: z.string(),
  emailAddress: z.string(),
  /** Staff see the whole account number: they pay it. */
  account: payoutAccountSchema,
});
export type StaffWithdrawal = z.infer<typeof staffWithdrawalSchema>;

export const staffWithdrawalListResponseSchema = z.object({
  result: z.object({
    items: z.array(staffWithdrawalSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
export const staffWithdrawalResponseSchema = z.object({ result: staffWithdrawalSchema });

const payoutReferenceSchema = safeTextSchema()
  .trim()
  .max(PAYOUT_REFERENCE_MAX_LENGTH, 'validation.maxLength')
  .regex(/^[\w\-/.]*$/, 'withdrawal.referenceFormat');

/** POST …/{id}/paid (header Idempotency-Key): the bank paid it; optionally its reference. */
export const markWithdrawalPaidRequestSchema = z.object({
  reference: payoutReferenceSchema.optional(),
});

/** POST …/{id}/failed (header Idempotency-Key): the bank could not pay it; the reason is e-mailed to the client. */
export const markWithdrawalFailedRequestSchema = z.object({
  reason: safeTextSchema({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(WITHDRAWAL_REASON_MAX_LENGTH, 'validation.maxLength'),
});

/** GET …/payouts?date=: the bulk-payment file of the payouts in processing whose units were sold that day. */
export const payoutExportQuerySchema = z.object({
  date: z.iso.date({ error: 'withdrawal.dateFormat' }),
});

/** Columns of the bank bulk-payment file (docs/money.md "Bulk payment file"). */
export const PAYOUT_FILE_COLUMNS = [
  'payment_reference',
  'beneficiary_name',
  'beneficiary_bank_code',
  'beneficiary_account',
  'amount',
  'currency',
  'payment_date',
  'description',
] as const;

/** Columns of the bank's result file (what the import reads). */
export const PAYOUT_RESULT_COLUMNS = ['payment_reference', 'status', 'bank_reference', 'reason'] as const;
export const PAYOUT_RESULT_STATUSES = ['PAID', 'FAILED'] as const;
/** The largest result file accepted (bytes). */
export const PAYOUT_RESULT_MAX_BYTES = 1024 * 1024;

export const payoutResultOutcomeSchema = z.object({
  line: z.number().int(),
  withdrawalId: z.string(),
  /** What the line did: the new state, or 'UNCHANGED' when the withdrawal already had it. */
  outcome: z.enum(['PAID', 'FAILED', 'UNCHANGED']),
});

/** POST …/payouts/result (text/csv, header Idempotency-Key): all lines apply, or none (400 with each line's problem). */
export const payoutResultResponseSchema = z.object({
  result: z.object({
    paid: z.number().int(),
    failed: z.number().int(),
    unchanged: z.number().int(),
    lines: z.array(payoutResultOutcomeSchema),
  }),
});
export type PayoutResult = z.infer<typeof payoutResultResponseSchema>['result'];
