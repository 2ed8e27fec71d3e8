import { eq, sql } from 'drizzle-orm';
import { messagesEn } from '@harta/contracts/messages';
import { formatSen } from '@harta/contracts/money';
import type { Db } from '../../db/connection';
import { recurringCollections, recurringSchedules } from '../../db/schema/recurring-deposits';
import { ConflictError, NotFoundError } from '../../plugins/errors/app-error';
import type { MandateGateway } from '../../providers/mandate-gateway/mandate-gateway';
import type { ActionDraft } from '../approvals/approval-actions';
import type { Approvals } from '../approvals/approvals.service';
import { writeAudit } from '../audit/audit-log';
import { findStaffMandate } from './recurring-deposits.repository';
import { staffCancelSchedule } from './recurring-deposits.service';

/**
 * Manual corrections of recurring deposits under four eyes (docs/backoffice.md "Four eyes"), as the payouts':
 * cancelling a client's mandate, and marking a submitted collection failed after an enquiry at the bank (its
 * answer never came). A second operations member approves; the approval applies it on its own transaction.
 */
export function registerMandateApprovals(approvals: Approvals, deps: { gateway: MandateGateway; now: () => Date }) {
  approvals.appliers.register('mandate.cancel', {
    mode: 'transaction',
    async apply(tx: Db, change, who) {
      const row = await staffCancelSchedule(tx, BigInt(String(change.scheduleId)), deps.now());
      if (!row) throw new ConflictError(messagesEn['recurringDeposit.notChangeable']);
      await writeAudit(tx, {
        actor: who.actor,
        action: 'mandate.cancel',
        subjectType: 'recurring_schedule',
        subjectId: row.guid,
        details: { reason: change.reason, reference: row.mandateReference },
        requestId: who.requestId,
      });
      return {
        result: { guid: row.guid, status: row.status },
        afterCommit: () => deps.gateway.cancelMandate(row.mandateReference),
      };
    },
  });
  approvals.appliers.register('collection.failed', {
    mode: 'transaction',
    async apply(tx: Db, change, who) {
      const [row] = await tx
        .update(recurringCollections)
        .set({ status: 'failed', failureReason: 'recurringDeposit.failure.markedByStaff', settledAt: sql`now()` })
        .where(
          sql`${recurringCollections.guid} = ${String(change.collectionGuid)} and ${recurringCollections.status} = 'submitted'`,
        )
        .returning();
      if (!row) throw new ConflictError(messagesEn['recurringDeposit.collectionNotSubmitted']);
      await writeAudit(tx, {
        actor: who.actor,
        action: 'collection.failed',
        subjectType: 'recurring_collection',
        subjectId: row.guid,
        details: { reason: change.reason },
        requestId: who.requestId,
      });
      return { result: { guid: row.guid, status: row.status } };
    },
  });
}

export async function mandateCancelDraft(db: Db, guid: string, reason: string): Promise<ActionDraft> {
  const found = await findStaffMandate(db, guid);
  if (!found) throw new NotFoundError();
  const s = found.schedule;
  if (!['pending_authorisation', 'active', 'paused'].includes(s.status)) {
    throw new ConflictError(messagesEn['recurringDeposit.notChangeable']);
  }
  return {
    kind: 'mandate.cancel',
    subjectType: 'recurring_schedule',
    subjectId: s.guid,
    change: { scheduleId: s.id.toString(), reason, before: { status: s.status }, after: { status: 'cancelled' } },
    summary: `Cancel the direct debit ${s.mandateReference} of ${found.view.clientName} (RM ${formatSen(s.amountSen)} ${s.frequency}): ${reason}`,
  };
}

export async function collectionFailedDraft(db: Db, guid: string, reason: string): Promise<ActionDraft> {
  const [row] = /^[0-9a-f-]{36}$/i.test(guid)
    ? await db
        .select({ collection: recurringCollections, reference: recurringSchedules.mandateReference })
        .from(recurringCollections)
        .innerJoin(recurringSchedules, eq(recurringSchedules.id, recurringCollections.scheduleId))
        .where(eq(recurringCollections.guid, guid.toLowerCase()))
    : [];
  if (!row) throw new NotFoundError();
  if (row.collection.status !== 'submitted') {
    throw new ConflictError(messagesEn['recurringDeposit.collectionNotSubmitted']);
  }
  return {
    kind: 'collection.failed',
    subjectType: 'recurring_collection',
    subjectId: row.collection.guid,
    change: {
      collectionGuid: row.collection.guid,
      reason,
      before: { status: 'submitted' },
      after: { status: 'failed' },
    },
    summary: `Mark the debit of ${row.collection.scheduledFor} (RM ${formatSen(row.collection.amountSen)}, mandate ${row.reference}) failed: ${reason}`,
  };
}
