import { z } from 'zod';
import { spouseNricSchema } from '../spouse-nric';

/**
 * Regulatory and housekeeping notices (spec section 2 "Modals", issue #13 item 3; docs/account.md "Notices").
 * The server decides which apply now (`GET /api/notices`); the app shows them one at a time.
 *
 * - mandatory: returns at every login until its condition clears; closing it only hides it for this session.
 * - informational: shown once; dismissing it (`POST /api/notices/dismiss`) hides that occurrence for good.
 */
export const NoticeCodes = [
  /** Staff flagged a politically exposed person: withdraw everything, the account will be closed. */
  'CLOSURE_PEP',
  /** Staff flagged a restricted-country client: the same, for that reason. */
  'CLOSURE_RESTRICTED_COUNTRY',
  /** Married, and the spouse NRIC/passport is missing or fails the section 5 rules. */
  'SPOUSE_ID',
  /** Ethnicity missing, or no longer in the reference list. */
  'ETHNICITY',
  /** The domestic ringgit borrowing declaration is missing or more than a year old. */
  'RINGGIT_BORROWING',
  /** Central-bank approval documents were rejected. */
  'BNM_DOCUMENTS_REJECTED',
  /** A deposit was refused by the yearly foreign-currency asset limit. */
  'FOREIGN_LIMIT_REFUSED',
  /** This year's foreign-currency total is near the limit. */
  'FOREIGN_LIMIT_NEAR',
  /** A recurring deposit's debit failed for good (docs/goals.md "Recurring deposits"): one notice per collection. */
  'COLLECTION_FAILED',
  /** The bank refused to authorise a recurring deposit's mandate: one notice per schedule. */
  'MANDATE_REJECTED',
  /** A recurring deposit's mandate expired (never authorised in time, or past its end at the bank). */
  'MANDATE_EXPIRED',
] as const;
export type NoticeCode = (typeof NoticeCodes)[number];

export const NoticeKinds = ['mandatory', 'informational'] as const;
export type NoticeKind = (typeof NoticeKinds)[number];

/** Why staff flagged a client for closure. */
export const ClosureReasons = ['PEP', 'RESTRICTED_COUNTRY'] as const;
export type ClosureReason = (typeof ClosureReasons)[number];

/** "Near" the foreign-currency limit: this share of the year's limit used, in basis points (90%). */
export const FOREIGN_LIMIT_NEAR_BPS = 9_000n;

export const noticeSchema = z.object({
  /** One occurrence of the notice (what a dismissal names), e.g. 'FOREIGN_LIMIT_REFUSED:42'. */
  id: z.string(),
  code: z.enum(NoticeCodes),
  kind: z.enum(NoticeKinds),
  /** Figures some notices show: ringgit decimal strings (the limit, what is left of it). */
  values: z.record(z.string(), z.string()).optional(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** The notices that apply now, most pressing first. */
export const noticesResponseSchema = z.object({ result: z.array(noticeSchema) });

export const NOTICE_ID_MAX_LENGTH = 100;
export const dismissNoticeRequestSchema = z.object({
  noticeId: z.string().min(1).max(NOTICE_ID_MAX_LENGTH),
});
export type DismissNoticeRequest = z.infer<typeof dismissNoticeRequestSchema>;
export const dismissNoticeResponseSchema = z.object({ result: z.object({ noticeId: z.string() }) });

/** The spouse ID update from its notice: the section 5 rules, the same schema registration uses. */
export const updateSpouseIdRequestSchema = z.object({ spouseNric: spouseNricSchema });
export type UpdateSpouseIdRequest = z.infer<typeof updateSpouseIdRequestSchema>;

/** Staff: flag a client for closure (withdraw only). */
export const closureFlagRequestSchema = z.object({
  reason: z.enum(ClosureReasons),
  note: z.string().trim().max(500).optional(),
});
export type ClosureFlagRequest = z.infer<typeof closureFlagRequestSchema>;

export const closureFlagSchema = z.object({
  clientId: z.number().int(),
  reason: z.enum(ClosureReasons),
  note: z.string().nullable(),
  flaggedBy: z.string(),
  flaggedAt: z.string(),
});
export type ClosureFlag = z.infer<typeof closureFlagSchema>;
export const closureFlagResponseSchema = z.object({ result: closureFlagSchema.nullable() });

/** Staff: close a flagged client's account once every balance is zero. */
export const closeAccountResponseSchema = z.object({
  result: z.object({ clientId: z.number().int(), status: z.string(), closedAt: z.string() }),
});

/** Stable codes of the notices' and closure flag's refusals. */
export const NoticeErrorCode = {
  /** A flagged client tried to deposit, transfer or add a portfolio (403). */
  WithdrawOnly: 'ACCOUNT_WITHDRAW_ONLY',
  /** A mandatory notice cannot be dismissed for good (409). */
  NoticeMandatory: 'NOTICE_MANDATORY',
  /** Closing an account that still holds money or has money on the way (409). */
  BalanceNotZero: 'BALANCE_NOT_ZERO',
} as const;
