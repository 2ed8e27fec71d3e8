import { useQuery } from '@tanstack/react-query';
import { getDepositBounds } from '../../../lib/payments/deposit-bounds';
import { paymentKeys } from './query-keys';

export function useDepositBounds() {
  return useQuery({ queryKey: paymentKeys.bounds, queryFn: ({ signal }) => getDepositBounds(signal) });
}
