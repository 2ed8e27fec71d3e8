import { and, eq, sql } from 'drizzle-orm';
import type { MessageKey } from '@harta/contracts/messages';
import { LIVE_SCHEDULE_STATUSES } from '@harta/contracts/schemas/recurring-deposits';
import type { Db } from '../../db/connection';
import { recurringCollections, recurringSchedules } from '../../db/schema/recurring-deposits';
import type {
  DebitAnswer,
  DebitRefusal,
  MandateAnswer,
  MandateGateway,
} from '../../providers/mandate-gateway/mandate-gateway';
import { malaysiaDate } from '../trading/trade-calendar';
import { settleCollectedDebit } from './collection-settlement';
import { findScheduleByReference } from './recurring-deposits.repository';
import { addDays } from '../returns/calendar-days';
import { firstCollectionOn, type ScheduleRule } from './schedule-dates';

/**
 * Applies the bank's verified answers (docs/goals.md "Recurring deposits", "Messages"), each in one transaction under
 * the row lock of what it names. The bank may send an answer twice, late or out of order: a schedule or a
 * collection only ever moves forward from the state the answer is about (pending → approved or rejected;
 * submitted → collected or refused), so a repeated or stale answer is answered as received and moves nothing.
 */
export type AnswerOutcome = 'APPLIED' | 'UNCHANGED' | 'UNKNOWN' | 'MISMATCH';

/** A debit refused for insufficient funds is tried once more, this many days later. */
export const RETRY_AFTER_DAYS = 3;

export const REFUSAL_REASONS: Record<DebitRefusal, MessageKey> = {
  insufficientFunds: 'recurringDeposit.failure.insufficientFunds',
  mandateCancelled: 'recurringDeposit.failure.mandateCancelled',
  aboveLimit: 'recurringDeposit.failure.aboveLimit',
  bankError: 'recurringDeposit.failure.bankError',
};

export const ruleOf = (s: typeof recurringSchedules.$inferSelect): ScheduleRule => ({
  frequency: s.frequency as ScheduleRule['frequency'],
  dayOfMonth: s.dayOfMonth,
  dayOfWeek: s.dayOfWeek,
});

const later = (a: string, b: string) => (a > b ? a : b);

/** Collections still waiting for their first or retried debit stop with the schedule, with this reason. */
export async function failWaitingCollections(db: Pick<Db, 'update'>, scheduleId: bigint, reason: MessageKey) {
  await db
    .update(recurringCollections)
    .set({ status: 'failed', failureReason: reason, settledAt: sql`now()` })
    .where(and(eq(recurringCollections.scheduleId, scheduleId), eq(recurringCollections.status, 'scheduled')));
}

export async function applyMandateAnswer(
  db: Db,
  gateway: MandateGateway,
  answer: MandateAnswer,
  now: Date,
): Promise<AnswerOutcome> {
  let cancelAtBank = false;
  const outcome = await db.transaction(async (tx): Promise<AnswerOutcome> => {
    const schedule = await findScheduleByReference(tx, answer.reference, true);
    if (!schedule) return 'UNKNOWN';
    const set = (values: Partial<typeof recurringSchedules.$inferInsert>) =>
      tx
        .update(recurringSchedules)
        .set({ ...values, mandateAnswer: answer.fields, updatedAt: sql`now()` })
        .where(eq(recurringSchedules.id, schedule.id));

    if (answer.status === 'cancelled') {
      if (schedule.mandateStatus !== 'approved' && schedule.mandateStatus !== 'pending') return 'UNCHANGED';
      const live = (LIVE_SCHEDULE_STATUSES as readonly string[]).includes(schedule.status);
      await set({
        mandateStatus: 'cancelled',
        ...(live
          ? { status: 'cancelled', statusReason: 'recurringDeposit.reason.cancelledAtBank', statusChangedAt: now }
          : {}),
      });
      await failWaitingCollections(tx, schedule.id, 'recurringDeposit.failure.mandateCancelled');
      return 'APPLIED';
    }

    if (schedule.mandateStatus !== 'pending') return 'UNCHANGED';
    if (schedule.status !== 'pending_authorisation') {
      // Authorised after the schedule expired or was cancelled: the mandate is not wanted any more.
      if (answer.status === 'approved') {
        cancelAtBank = true;
        await set({ mandateStatus: 'cancelled' });
        return 'APPLIED';
      }
      await set({ mandateStatus: 'rejected' });
      return 'APPLIED';
    }
    if (answer.status === 'rejected') {
      await set({
        mandateStatus: 'rejected',
        status: 'rejected',
        statusReason: 'recurringDeposit.reason.rejected',
        statusChangedAt: now,
      });
      return 'APPLIED';
    }
    if (answer.maxAmountSen < schedule.amountSen) {
      // The bank granted less per debit than the schedule collects (its own limit): the schedule cannot run.
      cancelAtBank = true;
      await set({
        mandateStatus: 'cancelled',
        mandateMaxSen: answer.maxAmountSen,
        status: 'rejected',
        statusReason: 'recurringDeposit.failure.aboveLimit',
        statusChangedAt: now,
      });
      return 'APPLIED';
    }
    await set({
      mandateStatus: 'approved',
      mandateMaxSen: answer.maxAmountSen,
      mandateExpiresOn: answer.expiresOn,
      status: 'active',
      statusChangedAt: now,
      nextCollectionOn: firstCollectionOn(ruleOf(schedule), later(schedule.startDate, malaysiaDate(now))),
    });
    return 'APPLIED';
  });
  if (cancelAtBank) await gateway.cancelMandate(answer.reference);
  return outcome;
}

export async function applyDebitAnswer(db: Db, answer: DebitAnswer, now: Date): Promise<AnswerOutcome> {
  if (!/^[0-9a-f-]{36}$/.test(answer.debitId)) return 'UNKNOWN';
  return db.transaction(async (tx): Promise<AnswerOutcome> => {
    const [collection] = await tx
      .select()
      .from(recurringCollections)
      .where(eq(recurringCollections.guid, answer.debitId))
      .for('update');
    if (!collection) return 'UNKNOWN';
    const [schedule] = await tx
      .select()
      .from(recurringSchedules)
      .where(eq(recurringSchedules.id, collection.scheduleId));
    if (schedule!.mandateReference !== answer.reference || collection.amountSen !== answer.amountSen) {
      return 'MISMATCH';
    }
    if (collection.status !== 'submitted' || collection.attempt !== answer.attempt) return 'UNCHANGED';

    const done = (values: Partial<typeof recurringCollections.$inferInsert>) =>
      tx
        .update(recurringCollections)
        .set({ bankAnswer: answer.fields, ...values })
        .where(eq(recurringCollections.id, collection.id));

    if (answer.status === 'collected') {
      const orderId = await settleCollectedDebit(tx, schedule!, collection, answer, now);
      await done({ status: 'collected', orderId, failureReason: null, settledAt: now });
      return 'APPLIED';
    }
    const refusal = answer.refusal!;
    const reason = REFUSAL_REASONS[refusal];
    if (refusal === 'insufficientFunds' && collection.attempt === 1) {
      await done({
        status: 'scheduled',
        attempt: 2,
        dueOn: addDays(malaysiaDate(now), RETRY_AFTER_DAYS),
        failureReason: reason,
      });
      return 'APPLIED';
    }
    await done({ status: 'failed', failureReason: reason, settledAt: now });
    if (refusal === 'mandateCancelled' && ['active', 'paused'].includes(schedule!.status)) {
      await tx
        .update(recurringSchedules)
        .set({
          status: 'cancelled',
          mandateStatus: 'cancelled',
          statusReason: 'recurringDeposit.reason.cancelledAtBank',
          statusChangedAt: now,
          updatedAt: sql`now()`,
        })
        .where(eq(recurringSchedules.id, schedule!.id));
      await failWaitingCollections(tx, schedule!.id, reason);
    }
    return 'APPLIED';
  });
}
