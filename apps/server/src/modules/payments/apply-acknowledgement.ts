import { sql } from 'drizzle-orm';
import { fpxOutcome } from '@harta/contracts/fpx-status';
import { messagesEn } from '@harta/contracts/messages';
import type { OrderState } from '@harta/contracts/schemas/payments';
import type { Db, Tx } from '../../db/connection';
import { paymentOrders } from '../../db/schema/payments';
import type { Acknowledgement } from '../../providers/payment-gateway/payment-gateway';
import { postJournals } from '../ledger/post-journals';
import { updateTransactions, updateTransactionsOfSources } from '../transactions/transaction-log';
import { depositsSettled } from './deposit-settled';
import { GatewayMessageRefusedError } from './payment-errors';
import { lockOrder, lockOrders, updateOrders, type PaymentOrderRow } from './payment-orders.repository';
import { eq } from 'drizzle-orm';
import { paymentSettlementLag, payments } from '../../metrics/registry';

/**
 * Applies the gateway's verified acknowledgement of an order (a direct AC or an enquiry's answer) — the only way an
 * order reaches its outcome (docs/money.md, deposit steps 3 and 5). Under the order's row lock, in one transaction:
 * - the AC must be for the order exactly as sent: same merchant, amount, currency and AR time; otherwise it is
 *   refused and nothing changes;
 * - a final order (SUCCESS or FAILED) never changes again: a duplicated, replayed, late or out-of-order AC is
 *   answered as received and moves nothing;
 * - 00 → SUCCESS, the deposit journal (`deposit:<orderId>:settle`: D GATEWAY_CLEARING, C CLIENT_CASH(p)) and the
 *   DEPOSIT row COMPLETED; 09/99 → PENDING; any other code → FAILED and the DEPOSIT row FAILED.
 */
/** 'mandate': a recurring deposit's debit the direct-debit bank confirmed (docs/goals.md "Recurring deposits"). */
export type AcknowledgementVia = 'direct' | 'enquiry' | 'mandate';
export type ApplyOutcome = 'SETTLED' | 'FAILED' | 'PENDING' | 'UNCHANGED';

export interface ApplyResult {
  outcome: ApplyOutcome;
  order: PaymentOrderRow;
}

const FINAL: readonly OrderState[] = ['SUCCESS', 'FAILED'];

export const settleJournalKey = (orderId: string) => `deposit:${orderId}:settle`;

/** A direct AC must be recent (the gateway's own time, within the window) and not from the future. */
export function assertFresh(ack: Acknowledgement, now: Date, maxAgeSeconds: number): void {
  const ageMs = now.getTime() - ack.gatewayTime.getTime();
  if (ageMs > maxAgeSeconds * 1000 || ageMs < -5 * 60_000) {
    throw new GatewayMessageRefusedError('stale', messagesEn['payments.acknowledgementStale']);
  }
}

export interface AcknowledgementToApply {
  ack: Acknowledgement;
  via: AcknowledgementVia;
  /** The merchant this server is at the exchange: an AC for another is refused. */
  sellerExId: string;
}

/** Per acknowledgement: what it did, or why it was refused (that refusal changes nothing, for it alone). */
export type ApplyAnswer = ApplyResult | GatewayMessageRefusedError;

export async function applyAcknowledgement(
  db: Db,
  ack: Acknowledgement,
  context: { via: AcknowledgementVia; sellerExId: string },
): Promise<ApplyResult> {
  const [answer] = await applyAcknowledgements(db, [{ ack, ...context }]);
  if (answer instanceof GatewayMessageRefusedError) throw answer;
  return answer!;
}

/**
 * Applies several acknowledgements in one transaction (the direct ACs the inbox drain claims together, see
 * acknowledgement-inbox.ts), with the rules above for each, in the order given: the orders are locked together
 * (ascending id, the order every batch keeps, so two batches queue instead of deadlocking), and the changed orders,
 * their journals (`postJournals`, one statement each for the journals and their postings) and their DEPOSIT rows
 * are written a statement each, whatever the number of acknowledgements. Two acknowledgements of one order apply
 * one after the other, the second seeing what the first did. A refused acknowledgement is answered as such and
 * the others still apply; any other failure rolls the whole batch back.
 */
export async function applyAcknowledgements(db: Db, items: readonly AcknowledgementToApply[]): Promise<ApplyAnswer[]> {
  if (items.length === 0) return [];
  return db.transaction((tx) => applyAcknowledgementsIn(tx, items));
}

/** `applyAcknowledgements` in the caller's transaction (the inbox drain claims and deletes its rows in it too). */
export async function applyAcknowledgementsIn(
  tx: Tx,
  items: readonly AcknowledgementToApply[],
): Promise<ApplyAnswer[]> {
  if (items.length === 0) return [];
  const locked = await lockOrders(tx, [...new Set(items.map((i) => i.ack.orderId))]);
  const current = new Map(locked.map((o) => [o.orderId, o]));
  // The latest state each changed order reaches, and the acknowledgement that brought it there.
  const changes = new Map<string, { order: PaymentOrderRow; ack: Acknowledgement }>();
  const answers: (GatewayMessageRefusedError | { outcome: ApplyOutcome; orderId: string })[] = items.map(
    ({ ack, via, sellerExId }) => {
      const order = current.get(ack.orderId);
      if (!order)
        return new GatewayMessageRefusedError('unknown-order', messagesEn['payments.acknowledgementMismatch']);
      if (
        ack.sellerExId !== sellerExId ||
        ack.amountSen !== order.amountSen ||
        ack.currency !== order.currency ||
        ack.sellerTxnTime !== order.sellerTxnTime
      ) {
        return new GatewayMessageRefusedError('mismatch', messagesEn['payments.acknowledgementMismatch']);
      }
      if (FINAL.includes(order.state as OrderState)) return { outcome: 'UNCHANGED', orderId: order.orderId };
      const fpx = fpxOutcome(ack.statusCode);
      const state: OrderState = fpx === 'PENDING' ? 'PENDING' : fpx === 'APPROVED' ? 'SUCCESS' : 'FAILED';
      const next: PaymentOrderRow = {
        ...order,
        state,
        statusCode: ack.statusCode,
        gatewayTxnId: ack.gatewayTxnId || order.gatewayTxnId,
        bankCode: ack.bankCode || order.bankCode,
        acknowledgement: ack.fields,
        settledBy: state === 'PENDING' ? null : via,
      };
      current.set(order.orderId, next);
      changes.set(order.orderId, { order: next, ack });
      const outcome: ApplyOutcome =
        state === 'PENDING'
          ? order.state === 'PENDING'
            ? 'UNCHANGED'
            : 'PENDING'
          : state === 'SUCCESS'
            ? 'SETTLED'
            : 'FAILED';
      return { outcome, orderId: order.orderId };
    },
  );

  if (changes.size > 0) {
    for (const row of await updateOrders(
      tx,
      [...changes.values()].map((c) => c.order),
    )) {
      current.set(row.orderId, row);
    }
    countStateChanges(changes.values());
    await updateTransactionsOfSources(
      tx,
      { sourceType: 'payment_order', type: 'DEPOSIT' },
      [...changes.values()]
        .filter((c) => c.order.state !== 'PENDING')
        .map(({ order, ack }) => ({
          sourceId: order.orderId,
          status: order.state === 'SUCCESS' ? 'COMPLETED' : 'FAILED',
          details: {
            orderId: order.orderId,
            bank: current.get(order.orderId)!.bankCode,
            reference: ack.gatewayTxnId,
            statusCode: ack.statusCode,
          },
        })),
    );
    const settled = [...changes.values()].filter((c) => c.order.state === 'SUCCESS');
    await depositsSettled(
      tx,
      settled.map(({ order }) => ({
        orderId: order.orderId,
        portfolioId: order.portfolioId,
        amountSen: order.amountSen,
      })),
    );
    // The journals last: their postings lock the GATEWAY_CLEARING and client cash rows until the commit, so a
    // batch holds them for one statement and its commit while the other instances' drains and the enquiry job do
    // everything before it in parallel (bench/README.md, "Deposit callbacks").
    await postJournals(
      tx,
      settled.map(({ order, ack }) => ({
        idempotencyKey: settleJournalKey(order.orderId),
        kind: 'DEPOSIT',
        memo: `FPX ${ack.gatewayTxnId}`,
        postings: [
          { account: { kind: 'GATEWAY_CLEARING' }, amount: order.amountSen },
          { account: { kind: 'CLIENT_CASH', portfolioId: order.portfolioId }, amount: -order.amountSen },
        ],
      })),
    );
  }
  return answers.map((a) =>
    a instanceof GatewayMessageRefusedError ? a : { outcome: a.outcome, order: current.get(a.orderId)! },
  );
}

/**
 * The metrics of applied acknowledgements (docs/operations.md "Metrics, health and alerts"): each order entering a
 * state, and for a final one the lag from the exchange's transaction time (paid at the bank) to now (settled here).
 */
function countStateChanges(changes: Iterable<{ order: PaymentOrderRow; ack: Acknowledgement }>): void {
  const now = Date.now();
  for (const { order, ack } of changes) {
    payments.inc({ state: order.state });
    if (order.state !== 'PENDING') {
      paymentSettlementLag.observe(
        { via: order.settledBy ?? 'direct' },
        Math.max(0, now - ack.gatewayTime.getTime()) / 1000,
      );
    }
  }
}

/**
 * An order the gateway never heard of (the browser never posted its AR) fails after FPX_ORDER_EXPIRY_MINUTES, so
 * it stops counting against the foreign-currency limit and shows as failed. Only while still CREATED.
 */
export async function expireOrder(db: Db, orderId: string): Promise<ApplyResult | null> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.state !== 'CREATED') return null;
    const [updated] = await tx
      .update(paymentOrders)
      .set({ state: 'FAILED', statusCode: '76', settledBy: 'expired', finalAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(paymentOrders.id, order.id))
      .returning();
    await updateTransactions(
      tx,
      { sourceType: 'payment_order', sourceId: order.orderId, type: 'DEPOSIT' },
      { status: 'FAILED', details: { orderId: order.orderId, bank: order.bankCode, statusCode: '76' } },
    );
    payments.inc({ state: 'FAILED' });
    return { outcome: 'FAILED', order: updated! };
  });
}
