import type { ClosureReason } from '@harta/contracts/schemas/notices';
import type { RecurringNoticeFacts } from '../../recurring-deposits/recurring-notice-facts';

/**
 * What the notice rules look at, read once per request (notices.repository.ts loads it). Each rule is a pure
 * function of these facts and the time, so each is unit-tested on its own.
 */
export interface NoticeFacts {
  /** Staff flagged the client for closure, and why (null: not flagged). */
  closure: { reason: ClosureReason } | null;
  /** Step 5 answers (null: no personal information on record). */
  personal: {
    maritalStatus: string;
    spouseNric: string | null;
    ethnicity: string;
    /** The ethnicity is an active code of the ETHNICITY reference list. */
    ethnicityListed: boolean;
  } | null;
  /** Step 7's domestic ringgit borrowing declaration (null: none on record). */
  borrowing: { hasBorrowing: boolean; declaredAt: Date } | null;
  /** The BNM documents port answers whether the client has rejected documents awaiting a new upload. */
  bnmDocumentsRejected: boolean;
  foreignLimit: {
    /** The limit applies: the client declared ringgit borrowing and holds no central-bank approval. */
    applies: boolean;
    limitSen: bigint;
    /** Foreign-currency share of this calendar year's deposits (Malaysia time), in sen. */
    usedSen: bigint;
    /** Calendar year (Malaysia time) the figures are for. */
    year: number;
    /** The latest deposit refused by the limit this year (null: none). */
    latestRefusal: { id: number; remainingSen: bigint } | null;
  };
  /** Recurring deposits: the latest failed collection, rejected and expired mandate of the last month. */
  recurringDeposits: RecurringNoticeFacts;
}
