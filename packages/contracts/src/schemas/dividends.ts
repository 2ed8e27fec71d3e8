import { z } from 'zod';
import type { StaffRole } from '../staff-roles';
import { boundedString, safeTextSchema } from '../validators';
import { isIsoDate } from './trading';

/**
 * Fund distributions and purification, staff side (docs/money.md "Dividends", docs/shariah.md "Purification"). Paths in
 * `ApiPaths.backofficeDividends`. Rates and amounts are decimal strings on the wire, never JSON numbers.
 */

/**
 * The staff roles that declare dividends and pay purification to charity. A declaration with a purification ratio
 * is approved by a Shariah adviser (docs/shariah.md "Who approves"; contracts `schemas/approvals.ts` adds the role
 * to the kind's deciders, the dividends module's rule tells the two kinds of declaration apart).
 */
export const DIVIDEND_STAFF_ROLES: readonly StaffRole[] = ['operations'];
export const PURIFICATION_STAFF_ROLES: readonly StaffRole[] = ['operations'];
/**
 * Who may read the declarations, the purification owed and the batches paid: operations, and the Shariah adviser, who
 * approves the ratios and oversees that purification reaches charity (docs/shariah.md "What the adviser approves").
 */
export const DIVIDEND_READER_ROLES: readonly StaffRole[] = [
  ...new Set<StaffRole>([...DIVIDEND_STAFF_ROLES, ...PURIFICATION_STAFF_ROLES, 'shariah_adviser']),
];

const dateField = boundedString({ error: 'dividends.dateInvalid' }, 10, 'dividends.dateInvalid').refine(isIsoDate, {
  error: 'dividends.dateInvalid',
});

/** A positive decimal with at most 8 decimals (the per-unit amount in the fund's currency). */
const PER_UNIT = /^(0|[1-9]\d{0,5})(\.\d{1,8})?$/;
/** A fraction in [0, 1] with at most 6 decimals. */
const FRACTION = /^(0(\.\d{1,6})?|1(\.0{1,6})?)$/;

const perUnitField = boundedString({ error: 'dividends.perUnitInvalid' }, 20, 'dividends.perUnitInvalid').refine(
  (v) => PER_UNIT.test(v) && /[1-9]/.test(v),
  { error: 'dividends.perUnitInvalid' },
);
const fractionField = boundedString({ error: 'dividends.rateInvalid' }, 10, 'dividends.rateInvalid').refine(
  (v) => FRACTION.test(v),
  { error: 'dividends.rateInvalid' },
);

export const declareDividendRequestSchema = z
  .object({
    ticker: boundedString({ error: 'dividends.unknownFund' }, 12, 'dividends.unknownFund'),
    exDate: dateField,
    payDate: dateField,
    /** Gross per unit in the fund's own currency. */
    perUnit: perUnitField,
    /** Tax withheld at source, a fraction ('0.3' = 30%); must be below 1. */
    withholdingRate: fractionField.refine((v) => !v.startsWith('1'), { error: 'dividends.rateInvalid' }).default('0'),
    /** The fund's published purification ratio for this distribution; '0' for a conventional fund. */
    purificationRatio: fractionField.default('0'),
  })
  .strict()
  .refine((d) => d.payDate >= d.exDate, { error: 'dividends.payBeforeEx', path: ['payDate'] });
export type DeclareDividendRequest = z.infer<typeof declareDividendRequestSchema>;

export const dividendDeclarationSchema = z.object({
  id: z.number().int(),
  ticker: z.string(),
  exDate: z.string(),
  payDate: z.string(),
  perUnit: z.string(),
  currency: z.string(),
  withholdingRate: z.string(),
  purificationRatio: z.string(),
  status: z.enum(['DECLARED', 'PAID']),
  /** Ringgit per unit of the currency used for the payment; null until paid. */
  fxRate: z.string().nullable(),
  paidTradeDate: z.string().nullable(),
  /** What the clients received, in ringgit: gross, tax and purification (all '0.00' until paid). */
  grossTotal: z.string(),
  taxTotal: z.string(),
  purificationTotal: z.string(),
  portfolios: z.number().int(),
});
export type DividendDeclaration = z.infer<typeof dividendDeclarationSchema>;

export const dividendListResponseSchema = z.object({ result: z.array(dividendDeclarationSchema) });

export const purificationOwedSchema = z.object({
  /** Ringgit set aside and not yet paid to charity. */
  total: z.string(),
  payments: z.number().int(),
  /** The declarations it comes from (a batch pays exactly these). */
  declarationIds: z.array(z.number().int()),
});
export const purificationOwedResponseSchema = z.object({ result: purificationOwedSchema });

export const purificationBatchRequestSchema = z
  .object({
    charity: safeTextSchema({ error: 'dividends.charityRequired' })
      .trim()
      .min(1, { error: 'dividends.charityRequired' })
      .max(120, { error: 'validation.tooLong' }),
    reference: safeTextSchema().trim().max(60, { error: 'validation.tooLong' }).optional(),
  })
  .strict();

export const purificationBatchSchema = z.object({
  id: z.number().int(),
  charity: z.string(),
  reference: z.string().nullable(),
  total: z.string(),
  payments: z.number().int(),
  madeBy: z.string(),
  approvedBy: z.string(),
  paidAt: z.string(),
});
export const purificationBatchListResponseSchema = z.object({ result: z.array(purificationBatchSchema) });
