import { formatAmount } from '../format';
import { z } from 'zod';
import { amountTextIssue, amountTextToSen, normaliseAmountText } from '../amount';
import { MAX_DECIMAL_TEXT_LENGTH, parseMinorUnits, SEN_SCALE } from '../money';
import { boundedString } from '../validators';
import type { MessageKey } from '../messages';

/**
 * Deposits through online banking (issue #11 items 4-6, docs/money.md): the deposit request and the AR form it
 * answers, the public receipt, the client's online payments, the bank list with its online state, and the staff
 * payments list and reconciliation report. Amounts on the wire are decimal strings in ringgit ("500.00").
 */

/** System parameters that bound one payment (reference data, editable by staff). */
export const DEPOSIT_LIMIT_PARAMETERS = {
  category: 'FPX',
  min: 'MIN_AMOUNT_MYR',
  max: 'MAX_AMOUNT_MYR',
} as const;

/** The BNM yearly foreign-currency asset limit for residents with domestic ringgit borrowing (ringgit). */
export const FOREIGN_ASSET_LIMIT_PARAMETER = { category: 'BNM', key: 'FOREIGN_ASSET_LIMIT_MYR' } as const;

/** Public order ids: 128 random bits as 32 lower-case hex characters. */
export const ORDER_ID_PATTERN = /^[0-9a-f]{32}$/;

/** Ringgit with at most two decimals, no sign, no exponent: "500", "500.5", "500.50". */
export const AMOUNT_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * Checks a deposit amount against the system parameters' bounds (ringgit as decimal strings). One rule for the
 * web form and the server: answers the message key and its values, or null when the amount is fine.
 */
export function depositAmountIssue(
  amount: string,
  bounds: { min: string; max: string },
): { key: MessageKey; values?: Record<string, string> } | null {
  const issue = amountTextIssue(amount);
  if (issue !== null) return { key: issue };
  const sen = amountTextToSen(amount)!;
  const min = parseMinorUnits(bounds.min, SEN_SCALE);
  const max = parseMinorUnits(bounds.max, SEN_SCALE);
  if ((min !== null && sen < min) || (max !== null && sen > max)) {
    return {
      key: 'payments.amountRange',
      values: {
        min: min === null ? bounds.min : formatAmount(min),
        max: max === null ? bounds.max : formatAmount(max),
      },
    };
  }
  return null;
}

export const depositRequestSchema = z.object({
  /** Ringgit, at most two decimals; the bounds are checked against the system parameters. */
  amount: boundedString({ error: 'amount.required' }, MAX_DECIMAL_TEXT_LENGTH, 'amount.notANumber')
    .superRefine((text, ctx) => {
      const issue = amountTextIssue(text);
      if (issue !== null) ctx.addIssue({ code: 'custom', message: issue });
    })
    .transform(normaliseAmountText),
  /** The portfolio's public id (guid). */
  portfolioId: z.uuid({ error: 'payments.portfolioRequired' }),
  /** A BANK code from getBankList. */
  bankId: z
    .string({ error: 'payments.bankRequired' })
    .trim()
    .regex(/^[A-Z0-9_]{1,40}$/, { error: 'payments.bankRequired' }),
});
export type DepositRequest = z.infer<typeof depositRequestSchema>;

/**
 * The signed AR (authorisation request) the browser POSTs to the gateway in the full window: `action` is the
 * gateway's address, `fields` the form fields (checksum included), posted as application/x-www-form-urlencoded.
 */
export const authorisationFormSchema = z.object({
  orderId: z.string(),
  action: z.string(),
  method: z.literal('POST'),
  fields: z.record(z.string(), z.string()),
});
export type AuthorisationForm = z.infer<typeof authorisationFormSchema>;

export const depositResponseSchema = z.object({ result: authorisationFormSchema });

/** What a client sees of an order: waiting for the bank, or a final outcome. */
export const PAYMENT_STATUSES = ['PENDING', 'SUCCESS', 'FAILED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentOrderParamsSchema = z.object({ orderId: z.string().max(64) });

/** The public receipt (`payment/{orderId}/{status}`): status, amount, bank and reference only, nothing personal. */
export const paymentReceiptSchema = z.object({
  orderId: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** The last FPX status code, if any (00, 09, 1M …). */
  statusCode: z.string().nullable(),
  /** The status in words (from the code). */
  statusMessage: z.string(),
  amount: z.string(),
  currency: z.literal('MYR'),
  bankName: z.string(),
  /**
   * The payment's reference: the order id, the same one the transactions page, its CSV and the statement show for
   * the deposit (docs/money.md "One reference per transaction"); it never changes.
   */
  reference: z.string(),
  /** The bank's own transaction id (FPX) once the gateway has answered, for a query to the bank. */
  bankReference: z.string().nullable(),
});
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;
export const paymentReceiptResponseSchema = z.object({ result: paymentReceiptSchema });

/** GET /api/clientProfile/onlineTransactions: the client's gateway payments, newest first. */
export const onlineTransactionsQuerySchema = z.object({
  /** Keyset cursor from the previous page's `nextCursor`. */
  cursor: z
    .string()
    .regex(/^\d{1,19}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const onlineTransactionSchema = paymentReceiptSchema.extend({
  createdAt: z.string(),
  /** When it reached SUCCESS or FAILED. */
  finalAt: z.string().nullable(),
  portfolioId: z.string(),
  portfolioName: z.string(),
});
export type OnlineTransaction = z.infer<typeof onlineTransactionSchema>;

export const onlineTransactionsResponseSchema = z.object({
  result: z.object({ items: z.array(onlineTransactionSchema), nextCursor: z.string().nullable() }),
});
export type OnlineTransactionsPage = z.infer<typeof onlineTransactionsResponseSchema>['result'];

/** getBankList: the BANK reference list with each bank's online state from the gateway (FPX BE). */
export const bankItemSchema = z.object({ code: z.string(), name: z.string(), online: z.boolean() });
export type BankItem = z.infer<typeof bankItemSchema>;
export const bankListResponseSchema = z.object({ result: z.array(bankItemSchema) });

/** Staff: payments with their states (GET /api/backoffice/payments). */
export const ORDER_STATES = ['CREATED', 'PENDING', 'SUCCESS', 'FAILED'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const backofficePaymentsQuerySchema = z.object({
  state: z.enum(ORDER_STATES).optional(),
  /** An order id, or part of the client's e-mail address. */
  q: z.string().trim().max(100).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  cursor: z
    .string()
    .regex(/^\d{1,19}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const backofficePaymentSchema = z.object({
  orderId: z.string(),
  clientId: z.number().int(),
  clientEmail: z.string(),
  portfolioName: z.string(),
  amount: z.string(),
  bankName: z.string(),
  state: z.enum(ORDER_STATES),
  statusCode: z.string().nullable(),
  statusMessage: z.string(),
  reference: z.string(),
  settledBy: z.string().nullable(),
  enquiryCount: z.number().int(),
  createdAt: z.string(),
  finalAt: z.string().nullable(),
});
export type BackofficePayment = z.infer<typeof backofficePaymentSchema>;
export const backofficePaymentsResponseSchema = z.object({
  result: z.object({ items: z.array(backofficePaymentSchema), nextCursor: z.string().nullable() }),
});

/** Staff: ask the gateway about one open order now (AE), audited. */
export const backofficeEnquiryResponseSchema = z.object({ result: backofficePaymentSchema });

/**
 * The reconciliation report: gateway payments against ledger postings, every mismatch listed.
 * - SUCCESS_WITHOUT_JOURNAL: an approved order with no settle journal.
 * - JOURNAL_AMOUNT_MISMATCH: the settle journal moved another amount, or into another portfolio.
 * - JOURNAL_WITHOUT_SUCCESS: a settle journal whose order is not SUCCESS.
 * - GATEWAY_APPROVED_NOT_SUCCESS / GATEWAY_NOT_APPROVED_BUT_SUCCESS: the gateway's own report disagrees with us.
 * - GATEWAY_AMOUNT_MISMATCH: the gateway's record of the order carries another amount.
 * - AC_NOT_APPLIED: a direct AC received (answered OK) that could not be applied after its tries; the enquiry job
 *   settles its order meanwhile.
 */
export const RECONCILIATION_MISMATCH_KINDS = [
  'SUCCESS_WITHOUT_JOURNAL',
  'JOURNAL_AMOUNT_MISMATCH',
  'JOURNAL_WITHOUT_SUCCESS',
  'GATEWAY_APPROVED_NOT_SUCCESS',
  'GATEWAY_NOT_APPROVED_BUT_SUCCESS',
  'GATEWAY_AMOUNT_MISMATCH',
  'AC_NOT_APPLIED',
] as const;

export const reconciliationQuerySchema = z.object({ from: z.iso.date().optional(), to: z.iso.date().optional() });

export const reconciliationMismatchSchema = z.object({
  kind: z.enum(RECONCILIATION_MISMATCH_KINDS),
  orderId: z.string().nullable(),
  journalKey: z.string().nullable(),
  detail: z.string(),
});
export type ReconciliationMismatch = z.infer<typeof reconciliationMismatchSchema>;

export const reconciliationReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  payments: z.object({
    orders: z.number().int(),
    succeeded: z.number().int(),
    succeededAmount: z.string(),
    journals: z.number().int(),
    journalAmount: z.string(),
    gatewayRecords: z.number().int().nullable(),
  }),
  mismatches: z.array(reconciliationMismatchSchema),
});
export type ReconciliationReport = z.infer<typeof reconciliationReportSchema>;
export const reconciliationResponseSchema = z.object({ result: reconciliationReportSchema });
