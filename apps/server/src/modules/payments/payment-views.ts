import { fpxStatusMessageKey } from '@harta/contracts/fpx-status';
import { messagesEn } from '@harta/contracts/messages';
import { formatMinorUnits, SEN_SCALE } from '@harta/contracts/money';
import type { OrderState, PaymentReceipt, PaymentStatus } from '@harta/contracts/schemas/payments';
import type { PaymentOrderRow } from './payment-orders.repository';

/** What leaves the server about an order: DTOs built here, so database rows never reach a client. */

export function publicStatus(state: string): PaymentStatus {
  return state === 'SUCCESS' ? 'SUCCESS' : state === 'FAILED' ? 'FAILED' : 'PENDING';
}

export function statusMessage(order: Pick<PaymentOrderRow, 'state' | 'statusCode'>): string {
  // A final state always speaks for itself, whatever code came last.
  const code =
    order.state === 'SUCCESS' ? '00' : order.state === 'FAILED' ? (order.statusCode ?? 'XX') : order.statusCode;
  return messagesEn[fpxStatusMessageKey(code)];
}

/** The public receipt: status, amount, bank and reference only (nothing that names the client or portfolio). */
export function toReceipt(order: PaymentOrderRow, bankName: string): PaymentReceipt {
  return {
    orderId: order.orderId,
    status: publicStatus(order.state),
    statusCode: order.statusCode,
    statusMessage: statusMessage(order),
    amount: formatMinorUnits(order.amountSen, SEN_SCALE),
    currency: 'MYR',
    bankName,
    reference: order.gatewayTxnId ?? order.orderId,
  };
}

export const orderState = (state: string) => state as OrderState;
