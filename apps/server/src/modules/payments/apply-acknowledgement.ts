import { sql } from 'drizzle-orm';
import { fpxOutcome } from '@harta/contracts/fpx-status';
import { messagesEn } from '@harta/contracts/messages';
import type { OrderState } from '@harta/contracts/schemas/payments';
import type { Db } from '../../db/connection';
import { paymentOrders } from '../../db/schema/payments';
import type { Acknowledgement } from '../../providers/payment-gateway/payment-gateway';
import { postJournal } from '../ledger/post-journal';
import { updateTransactions } from '../transactions/transaction-log';
import { depositSettled } from './deposit-settled';
import { GatewayMessageRefusedError } from './payment-errors';
import { lockOrder, type PaymentOrderRow } from './payment-orders.repository';
import { eq } from 'drizzle-orm';

/**
 * Applies the gateway's verified acknowledgement of an order (a direct AC or an enquiry's answer) — the only way an
 * order reaches its outcome (docs/money.md, deposit steps 3 and 5). Under the order's row lock, in one transaction:
 * - the AC must be for the order exactly as sent: same merchant, amount, currency and AR time; otherwise it is
 *   refused and nothing changes;
 * - a final order (SUCCESS or FAILED) never changes again: a duplicated, replayed, late or out-of-order AC is
 *   answered as received and moves nothing;
 * - 00 → SUCCESS, the deposit journal (`deposit:<orderId>:settle`: D GATEWAY_CLEARING, C CLIENT_CASH(p)) and the
 *   DEPOSIT row COMPLETED, and the modules that follow settled deposits told (deposit-settled.ts);
 *   09/99 → PENDING; any other code → FAILED and the DEPOSIT row FAILED.
 */
export type AcknowledgementVia = 'direct' | 'enquiry';
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

export async function applyAcknowledgement(
  db: Db,
  ack: Acknowledgement,
  context: { via: AcknowledgementVia; sellerExId: string },
): Promise<ApplyResult> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, ack.orderId);
    if (!order) throw new GatewayMessageRefusedError('unknown-order', messagesEn['payments.acknowledgementMismatch']);
    if (
      ack.sellerExId !== context.sellerExId ||
      ack.amountSen !== order.amountSen ||
      ack.currency !== order.currency ||
      ack.sellerTxnTime !== order.sellerTxnTime
    ) {
      throw new GatewayMessageRefusedError('mismatch', messagesEn['payments.acknowledgementMismatch']);
    }
    if (FINAL.includes(order.state as OrderState)) return { outcome: 'UNCHANGED', order };

    const outcome = fpxOutcome(ack.statusCode);
    const common = {
      statusCode: ack.statusCode,
      gatewayTxnId: ack.gatewayTxnId || order.gatewayTxnId,
      bankCode: ack.bankCode || order.bankCode,
      acknowledgement: ack.fields,
      updatedAt: sql`now()`,
    };
    if (outcome === 'PENDING') {
      const [updated] = await tx
        .update(paymentOrders)
        .set({ ...common, state: 'PENDING' })
        .where(eq(paymentOrders.id, order.id))
        .returning();
      return { outcome: order.state === 'PENDING' ? 'UNCHANGED' : 'PENDING', order: updated! };
    }

    const state: OrderState = outcome === 'APPROVED' ? 'SUCCESS' : 'FAILED';
    const [updated] = await tx
      .update(paymentOrders)
      .set({ ...common, state, settledBy: context.via, finalAt: sql`now()` })
      .where(eq(paymentOrders.id, order.id))
      .returning();
    if (state === 'SUCCESS') {
      await postJournal(tx, {
        idempotencyKey: settleJournalKey(order.orderId),
        kind: 'DEPOSIT',
        memo: `FPX ${ack.gatewayTxnId}`,
        postings: [
          { account: { kind: 'GATEWAY_CLEARING' }, amount: order.amountSen },
          { account: { kind: 'CLIENT_CASH', portfolioId: order.portfolioId }, amount: -order.amountSen },
        ],
      });
      await depositSettled(tx, { orderId: order.orderId, portfolioId: order.portfolioId, amountSen: order.amountSen });
    }
    await updateTransactions(
      tx,
      { sourceType: 'payment_order', sourceId: order.orderId, type: 'DEPOSIT' },
      {
        status: state === 'SUCCESS' ? 'COMPLETED' : 'FAILED',
        details: {
          orderId: order.orderId,
          bank: updated!.bankCode,
          reference: ack.gatewayTxnId,
          statusCode: ack.statusCode,
        },
      },
    );
    return { outcome: state === 'SUCCESS' ? 'SETTLED' : 'FAILED', order: updated! };
  });
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
    return { outcome: 'FAILED', order: updated! };
  });
}
