import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { clients } from '../../db/schema/clients';
import type { GatewayOrder } from '../../providers/payment-gateway/payment-gateway';
import { DEPOSIT_DESCRIPTION, fpxBuyerName } from './create-deposit';
import type { PaymentOrderRow } from './payment-orders.repository';

/** The order as the gateway knows it (the AR's fields), rebuilt for an enquiry (AE). */
export async function gatewayOrderOf(db: Pick<Db, 'select'>, order: PaymentOrderRow): Promise<GatewayOrder> {
  const [client] = await db.select().from(clients).where(eq(clients.clientId, order.clientId));
  return {
    orderId: order.orderId,
    amountSen: order.amountSen,
    bankCode: order.bankCode,
    sellerTxnTime: order.sellerTxnTime,
    buyerEmail: client?.emailAddress ?? '',
    buyerName: client ? fpxBuyerName(client) : 'Client',
    description: DEPOSIT_DESCRIPTION,
  };
}
