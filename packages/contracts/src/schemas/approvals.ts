import { z } from 'zod';
import type { StaffRole } from '../staff-roles';
import { DIVIDEND_STAFF_ROLES, PURIFICATION_STAFF_ROLES } from './dividends';

/**
 * Four eyes (docs/backoffice.md, "Four eyes"): a money- or risk-moving staff action is made by one member and takes
 * effect only when a second, different member approves it. Each kind below is one such action.
 */
export const ApprovalKinds = [
  'payout.paid',
  'payout.failed',
  'payout.import',
  'tradeRun.start',
  'closureFlag.set',
  'closureFlag.lift',
  'bankAccount.verify',
  'referenceData.change',
  'dividend.declare',
  'purification.pay',
  'mandate.cancel',
  'collection.failed',
  'shariahUniverse.change',
] as const;
export type ApprovalKind = (typeof ApprovalKinds)[number];

/**
 * The staff roles that may approve each kind: the roles of the action's own route, so a checker could have made the
 * action themselves (docs/backoffice.md, "Staff roles").
 */
export const ApprovalKindRoles: Record<ApprovalKind, readonly StaffRole[]> = {
  'payout.paid': ['operations'],
  'payout.failed': ['operations'],
  'payout.import': ['operations'],
  'tradeRun.start': ['operations'],
  'closureFlag.set': ['compliance'],
  'closureFlag.lift': ['compliance'],
  'bankAccount.verify': ['reviewer', 'operations'],
  'referenceData.change': ['administrator'],
  // Operations decide a distribution; one with a purification ratio waits for a Shariah adviser (docs/shariah.md).
  'dividend.declare': [...DIVIDEND_STAFF_ROLES, 'shariah_adviser'],
  'purification.pay': PURIFICATION_STAFF_ROLES,
  'mandate.cancel': ['operations'],
  'collection.failed': ['operations'],
  // Only a Shariah adviser certifies what is Shariah-compliant (docs/shariah.md "What the adviser approves").
  'shariahUniverse.change': ['shariah_adviser'],
};

/** The system parameter category of the per-action switches: FOUR_EYES.<key> is 'true' (default) or 'false'. */
export const FOUR_EYES_CATEGORY = 'FOUR_EYES';

/** The switch key of each kind (SYSTEM_PARAMETER FOUR_EYES.<key>). */
export const FourEyesParameterKeys: Record<ApprovalKind, string> = {
  'payout.paid': 'PAYOUT_PAID',
  'payout.failed': 'PAYOUT_FAILED',
  'payout.import': 'PAYOUT_IMPORT',
  'tradeRun.start': 'TRADE_RUN',
  'closureFlag.set': 'CLOSURE_FLAG_SET',
  'closureFlag.lift': 'CLOSURE_FLAG_LIFT',
  'bankAccount.verify': 'BANK_ACCOUNT_VERIFY',
  'referenceData.change': 'REFERENCE_DATA',
  'dividend.declare': 'DIVIDEND_DECLARE',
  'purification.pay': 'PURIFICATION_PAY',
  'mandate.cancel': 'MANDATE_CANCEL',
  'collection.failed': 'COLLECTION_FAILED',
  'shariahUniverse.change': 'SHARIAH_UNIVERSE',
};

/** Hours a request waits for its checker before it expires (SYSTEM_PARAMETER FOUR_EYES.EXPIRY_HOURS). */
export const FOUR_EYES_EXPIRY_KEY = 'EXPIRY_HOURS';
export const FOUR_EYES_DEFAULT_EXPIRY_HOURS = 24;

export const ApprovalStatuses = ['PENDING', 'APPROVED', 'REJECTED', 'EXPIRED', 'WITHDRAWN', 'FAILED'] as const;
export type ApprovalStatus = (typeof ApprovalStatuses)[number];

export const APPROVAL_REASON_MAX_LENGTH = 500;

const member = z.object({ id: z.string(), name: z.string() });

export const approvalRequestSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(ApprovalKinds),
  /** What it acts on, e.g. 'withdrawal' and the withdrawal's id, so that page can show the pending request. */
  subjectType: z.string(),
  subjectId: z.string(),
  summary: z.string(),
  /** The exact change: the action's input, with `before` and `after` where the action edits a value. */
  change: z.record(z.string(), z.unknown()),
  maker: member,
  madeAt: z.string(),
  status: z.enum(ApprovalStatuses),
  checker: member.nullable(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
  expiresAt: z.string(),
  /** What applying the action answered (as the direct action would have). */
  result: z.unknown().nullable(),
  /** The caller made it (they may withdraw it, never approve it). */
  mine: z.boolean(),
  /** The caller may approve or reject it now: pending, not theirs, and they hold a role the kind needs. */
  canDecide: z.boolean(),
});
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>;

/** The answer of an action sent for approval: 202 with the pending request (nothing has changed yet). */
export const sentForApprovalResponseSchema = z.object({ result: approvalRequestSchema });

export const approvalResponseSchema = z.object({ result: approvalRequestSchema });

export const approvalListQuerySchema = z.object({
  /** 'pending' (the default): waiting for a checker; 'decided': the history, newest first. */
  view: z.enum(['pending', 'decided']).default('pending'),
  subjectType: z.string().max(40).optional(),
  subjectId: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type ApprovalListQuery = z.infer<typeof approvalListQuerySchema>;

export const approvalListResponseSchema = z.object({
  result: z.object({
    items: z.array(approvalRequestSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const approvalCountResponseSchema = z.object({
  result: z.object({ pending: z.number().int(), awaitingMe: z.number().int() }),
});

export const rejectApprovalRequestSchema = z.object({
  reason: z.string().trim().min(1, 'approvals.reasonRequired').max(APPROVAL_REASON_MAX_LENGTH),
});
export type RejectApprovalRequest = z.infer<typeof rejectApprovalRequestSchema>;

/**
 * The answer of a four-eyes action: the pending request (202, sent for approval) or, when the firm turned four eyes
 * off for it, the action's own result (200). Tell them apart with {@link isApprovalRequest}.
 */
export function orSentForApproval<T extends z.ZodType>(result: T) {
  return z.object({ result: z.union([approvalRequestSchema, result]) });
}

export function isApprovalRequest(value: unknown): value is ApprovalRequest {
  return approvalRequestSchema.safeParse(value).success;
}
