import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { paymentOrders } from '../../db/schema/payments';
import { portfolios } from '../../db/schema/portfolios';
import { referenceValues } from '../../db/schema/reference-data';
import { and } from 'drizzle-orm';
import { formatFpxTime } from '../../providers/payment-gateway/fpx-messages';
import type { DebitAnswer } from '../../providers/mandate-gateway/mandate-gateway';
import { applyAcknowledgementsIn } from '../payments/apply-acknowledgement';
import { newOrderId } from '../payments/create-deposit';
import { foreignWeightBps } from '../payments/foreign-asset-limit';
import { recordTransaction } from '../transactions/transaction-log';
import type { CollectionRow, ScheduleRow } from './recurring-deposits.repository';

/** The merchant id mandate deposits carry through the settlement's checks (they are not the FPX exchange's). */
const DIRECT_DEBIT_SELLER = 'DIRECT_DEBIT';
const BPS = 10_000n;

/**
 * A collected debit becomes a deposit like any other (docs/goals.md "Recurring deposits"; docs/money.md, deposit
 * steps): a payment order and its DEPOSIT transaction row are recorded, then settled through the one settlement
 * path of deposits (`applyAcknowledgementsIn`: the settle journal, the DEPOSIT row COMPLETED, the settled-deposit
 * listeners), in the caller's transaction, so the collection is marked collected with its order or not at all.
 * The cash then waits for the invest job at the next trade date, as a deposit's does. The foreign-currency share
 * counts against the yearly limit as a deposit's does; the bank has already moved the money, so it is recorded,
 * not refused.
 */
export async function settleCollectedDebit(
  tx: Tx,
  schedule: ScheduleRow,
  collection: CollectionRow,
  answer: DebitAnswer,
  now: Date,
): Promise<string> {
  const [portfolio] = await tx
    .select({ riskLevel: portfolios.riskLevel })
    .from(portfolios)
    .where(eq(portfolios.id, schedule.portfolioId));
  const [bank] = await tx
    .select({ name: referenceValues.name })
    .from(referenceValues)
    .where(and(eq(referenceValues.type, 'BANK'), eq(referenceValues.code, schedule.bankCode)));
  const amountSen = collection.amountSen;
  const foreignSen = (amountSen * (await foreignWeightBps(tx, portfolio!.riskLevel)) + BPS - 1n) / BPS;
  const orderId = newOrderId();
  const sellerTxnTime = formatFpxTime(now);
  await tx.insert(paymentOrders).values({
    orderId,
    clientId: schedule.clientId,
    portfolioId: schedule.portfolioId,
    amountSen,
    bankCode: schedule.bankCode,
    sellerTxnTime,
    foreignSen: foreignSen > amountSen ? amountSen : foreignSen,
  });
  await recordTransaction(tx, {
    clientId: schedule.clientId,
    portfolioId: schedule.portfolioId,
    type: 'DEPOSIT',
    status: 'PENDING',
    amountSen,
    sourceType: 'payment_order',
    sourceId: orderId,
    description: { kind: 'DIRECT_DEBIT', bank: bank?.name ?? schedule.bankCode, date: collection.scheduledFor },
    details: { orderId, bank: schedule.bankCode, collection: collection.guid },
  });
  await applyAcknowledgementsIn(tx, [
    {
      via: 'mandate',
      sellerExId: DIRECT_DEBIT_SELLER,
      ack: {
        orderId,
        sellerExId: DIRECT_DEBIT_SELLER,
        gatewayTxnId: answer.bankTxnId,
        statusCode: '00',
        amountSen,
        currency: 'MYR',
        bankCode: schedule.bankCode,
        gatewayTime: answer.bankTime,
        sellerTxnTime,
        fields: answer.fields,
      },
    },
  ]);
  return orderId;
}
