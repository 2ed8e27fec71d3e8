import { fpxStatusMessageKey } from '@harta/contracts/fpx-status';
import type { Language } from '@harta/contracts/languages';
import { messagesEn } from '@harta/contracts/messages';
import { messagesMs } from '@harta/contracts/messages-ms';
import { formatSen } from '@harta/contracts/money';
import type { OrderState, PaymentReceipt, PaymentStatus } from '@harta/contracts/schemas/payments';
import type { PaymentOrderRow } from './payment-orders.repository';

/** What leaves the server about an order: DTOs built here, so database rows never reach a client. */

export function publicStatus(state: string): PaymentStatus {
  return state === 'SUCCESS' ? 'SUCCESS' : state === 'FAILED' ? 'FAILED' : 'PENDING';
}

/** The status in words, in the reader's language (the client's page; staff read English). */
export function statusMessage(order: Pick<PaymentOrderRow, 'state' | 'statusCode'>, language: Language = 'en'): string {
  // A final state always speaks for itself, whatever code came last.
  const code =
    order.state === 'SUCCESS' ? '00' : order.state === 'FAILED' ? (order.statusCode ?? 'XX') : order.statusCode;
  return (language === 'ms' ? messagesMs : messagesEn)[fpxStatusMessageKey(code)];
}

/** The public receipt: status, amount, bank and reference only (nothing that names the client or portfolio). */
export function toReceipt(order: PaymentOrderRow, bankName: string, language: Language = 'en'): PaymentReceipt {
  return {
    orderId: order.orderId,
    status: publicStatus(order.state),
    statusCode: order.statusCode,
    statusMessage: statusMessage(order, language),
    amount: formatSen(order.amountSen),
    currency: 'MYR',
    bankName,
    reference: order.orderId,
    bankReference: order.gatewayTxnId,
  };
}

export const orderState = (state: string) => state as OrderState;
