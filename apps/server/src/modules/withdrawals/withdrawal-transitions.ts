import type { WithdrawalRow } from '../../db/schema/withdrawals';
import type { Db } from '../../db/connection';
import { writeAudit } from '../audit/audit-log';
import { postJournal } from '../ledger/post-journal';
import { addTransactionDetails, updateTransactions } from '../transactions/transaction-log';
import { moveWithdrawal } from './withdrawals.repository';
import { withdrawalSource } from './withdrawal-source';

/**
 * The money steps of a withdrawal after its units are sold, each one database transaction's worth of work, run on
 * the caller's transaction (which holds the withdrawal's row lock) so the state, the journal, the client's
 * transaction row and the audit entry commit together or not at all. Journal keys name the step
 * (`withdrawal:<guid>:reserve|paid|failed`), so a step retried after a crash never moves money twice.
 *
 *   reserve (PROCESSING)  D CLIENT_CASH(p)  C PAYOUT_CLEARING   the payout leaves the portfolio
 *   paid                  D PAYOUT_CLEARING C OMNIBUS_CASH      the bank paid it from the client-money account
 *   failed                D PAYOUT_CLEARING C CLIENT_CASH(p)    the money goes back to the portfolio
 */

type Tx = Db;

export interface Actor {
  /** Staff user id, or 'system' for the trade step. */
  actor: string;
  requestId?: string | undefined;
}

export async function reservePayout(
  tx: Tx,
  w: WithdrawalRow,
  amountSen: bigint,
  at: Date,
  who: Actor,
  /** The trade date whose sale raised the payout: the day the money leaves the portfolio. */
  tradeDate: string,
): Promise<WithdrawalRow> {
  await postJournal(tx, {
    idempotencyKey: `withdrawal:${w.guid}:reserve`,
    kind: 'WITHDRAWAL',
    effectiveDate: tradeDate,
    postings: [
      { account: { kind: 'CLIENT_CASH', portfolioId: w.portfolioId }, amount: amountSen },
      { account: { kind: 'PAYOUT_CLEARING' }, amount: -amountSen },
    ],
  });
  const row = await moveWithdrawal(tx, w.id, 'REQUESTED', { status: 'PROCESSING', amountSen, processingAt: at });
  await updateTransactions(
    tx,
    { ...withdrawalSource(w.guid), type: 'WITHDRAWAL' },
    { status: 'PROCESSING', amountSen },
  );
  await writeAudit(tx, {
    ...who,
    action: 'withdrawal.processing',
    subjectType: 'withdrawal',
    subjectId: w.guid,
    details: { amountSen: amountSen.toString(), tradeDate: w.tradeDate },
  });
  return row!;
}

/** Nothing could be sold or paid (an empty portfolio): the request fails before any money moved. */
export async function failBeforePayout(tx: Tx, w: WithdrawalRow, reason: string, at: Date, who: Actor) {
  const row = await moveWithdrawal(tx, w.id, 'REQUESTED', { status: 'FAILED', failedAt: at, failureReason: reason });
  await updateTransactions(tx, { ...withdrawalSource(w.guid), type: 'WITHDRAWAL' }, { status: 'FAILED' });
  await writeAudit(tx, {
    ...who,
    action: 'withdrawal.failed',
    subjectType: 'withdrawal',
    subjectId: w.guid,
    details: { reason },
  });
  return row!;
}

/** The bank's payout reference on the client's transaction too, where the transactions page shows it. */
async function recordPayoutReference(tx: Tx, guid: string, reference: string | null) {
  if (reference) {
    await addTransactionDetails(tx, { ...withdrawalSource(guid), type: 'WITHDRAWAL' }, { payoutReference: reference });
  }
}

export async function markPaid(tx: Tx, w: WithdrawalRow, reference: string | null, at: Date, who: Actor) {
  const amount = w.amountSen!;
  await postJournal(tx, {
    idempotencyKey: `withdrawal:${w.guid}:paid`,
    kind: 'WITHDRAWAL',
    postings: [
      { account: { kind: 'PAYOUT_CLEARING' }, amount },
      { account: { kind: 'OMNIBUS_CASH' }, amount: -amount },
    ],
  });
  const row = await moveWithdrawal(tx, w.id, 'PROCESSING', {
    status: 'PAID',
    paidAt: at,
    payoutReference: reference ?? w.payoutReference,
  });
  await updateTransactions(tx, { ...withdrawalSource(w.guid), type: 'WITHDRAWAL' }, { status: 'COMPLETED' });
  await recordPayoutReference(tx, w.guid, reference ?? w.payoutReference);
  await writeAudit(tx, {
    ...who,
    action: 'withdrawal.paid',
    subjectType: 'withdrawal',
    subjectId: w.guid,
    details: { amountSen: amount.toString(), reference },
  });
  return row!;
}

export async function markFailed(
  tx: Tx,
  w: WithdrawalRow,
  reason: string,
  reference: string | null,
  at: Date,
  who: Actor,
) {
  const amount = w.amountSen!;
  await postJournal(tx, {
    idempotencyKey: `withdrawal:${w.guid}:failed`,
    kind: 'WITHDRAWAL',
    postings: [
      { account: { kind: 'PAYOUT_CLEARING' }, amount },
      { account: { kind: 'CLIENT_CASH', portfolioId: w.portfolioId }, amount: -amount },
    ],
  });
  const row = await moveWithdrawal(tx, w.id, 'PROCESSING', {
    status: 'FAILED',
    failedAt: at,
    failureReason: reason,
    payoutReference: reference ?? w.payoutReference,
  });
  await updateTransactions(tx, { ...withdrawalSource(w.guid), type: 'WITHDRAWAL' }, { status: 'FAILED' });
  await recordPayoutReference(tx, w.guid, reference ?? w.payoutReference);
  await writeAudit(tx, {
    ...who,
    action: 'withdrawal.failed',
    subjectType: 'withdrawal',
    subjectId: w.guid,
    details: { amountSen: amount.toString(), reason, reference },
  });
  return row!;
}
