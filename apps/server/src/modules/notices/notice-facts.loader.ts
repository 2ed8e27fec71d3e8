import type { Db } from '../../db/connection';
import { findClosureFlag } from '../compliance/closure-flags.repository';
import { hasApprovedBnmApproval, malaysiaYearStart, yearlyLimitSen } from '../payments/foreign-asset-limit';
import { latestForeignLimitRefusal } from '../payments/foreign-limit-refusals';
import { foreignSenSince } from '../payments/payment-orders.repository';
import type { BnmDocumentsPort } from './bnm-documents-port';
import { borrowingDeclaration, personalForNotices } from './notices.repository';
import type { NoticeFacts } from './rules/notice-facts';
import { recurringNoticeFacts } from '../recurring-deposits/recurring-notice-facts';

/** Reads every fact the notice rules need for one client (a handful of small indexed reads). */
export async function loadNoticeFacts(
  db: Db,
  bnm: BnmDocumentsPort,
  clientId: number,
  now: Date,
): Promise<NoticeFacts> {
  const yearStart = malaysiaYearStart(now);
  const [flag, personal, borrowing, bnmDocumentsRejected, refusal, recurringDeposits] = await Promise.all([
    findClosureFlag(db, clientId),
    personalForNotices(db, clientId),
    borrowingDeclaration(db, clientId),
    bnm.hasRejectedDocuments(db, clientId),
    latestForeignLimitRefusal(db, clientId, yearStart),
    recurringNoticeFacts(db, clientId, now),
  ]);
  // The limit only binds a client with domestic ringgit borrowing and without the central bank's approval.
  const applies = !!borrowing?.hasBorrowing && !(await hasApprovedBnmApproval(db, clientId, now));
  const [limitSen, usedSen] = applies
    ? await Promise.all([yearlyLimitSen(db), foreignSenSince(db, clientId, yearStart)])
    : [await yearlyLimitSen(db), 0n];
  return {
    closure: flag ? { reason: flag.reason as 'PEP' | 'RESTRICTED_COUNTRY' } : null,
    personal,
    borrowing,
    bnmDocumentsRejected,
    recurringDeposits,
    foreignLimit: {
      applies,
      limitSen,
      usedSen,
      // The Malaysian calendar year of `now`: yearStart is 1 January 00:00 at UTC+8.
      year: new Date(yearStart.getTime() + 8 * 3_600_000).getUTCFullYear(),
      latestRefusal: refusal ?? null,
    },
  };
}
