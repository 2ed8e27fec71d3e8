import { useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import type { PaymentReceipt } from '@harta/contracts/schemas/payments';
import { http } from '../../../lib/http/http-client';
import { paymentKeys } from './query-keys';

/** GET /api/payments/{orderId}: the stored outcome (public; no token needed). */
export async function getPaymentReceipt(orderId: string, signal?: AbortSignal): Promise<PaymentReceipt> {
  const response = await http.get(ApiPaths.payments.receipt(orderId), {
    schema: () => import('@harta/contracts/schemas/payments').then((m) => m.paymentReceiptResponseSchema),
    signal,
    // An unknown order is explained on the receipt page itself.
    navigateOnError: false,
  });
  return response.result;
}

/** Polls every `pollMs` while the bank has not decided, then stops. */
export function usePaymentReceipt(orderId: string, pollMs = 3000) {
  return useQuery({
    queryKey: paymentKeys.receipt(orderId),
    queryFn: ({ signal }) => getPaymentReceipt(orderId, signal),
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? pollMs : false),
  });
}
