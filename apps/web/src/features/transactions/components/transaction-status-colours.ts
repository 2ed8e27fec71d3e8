import type { TransactionStatus } from '@harta/contracts/transactions';

/** One colour per transaction status, in the table and the phone's cards alike. */
export const TRANSACTION_STATUS_COLOURS: Record<TransactionStatus, string> = {
  PENDING: 'yellow',
  PROCESSING: 'blue',
  COMPLETED: 'green',
  FAILED: 'red',
  CANCELLED: 'gray',
};
