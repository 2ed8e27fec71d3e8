/**
 * What a client sees in `transactions` (issue #11): one row per deposit, investment, withdrawal, transfer leg,
 * fee and referral reward, each with a status. Shared by the server (stored values, filters) and the web (labels, filters).
 */
export const TRANSACTION_TYPES = [
  'DEPOSIT',
  'INVESTMENT',
  'WITHDRAWAL',
  'TRANSFER_OUT',
  'TRANSFER_IN',
  'FEE',
  'REBALANCE',
  'REFERRAL_REWARD',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/**
 * PENDING: asked for, nothing moved yet (a deposit at the bank, a withdrawal before the trade date).
 * PROCESSING: under way (units being sold, payout sent to the bank). COMPLETED, FAILED and CANCELLED are final.
 */
export const TRANSACTION_STATUSES = ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED', 'CANCELLED'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const FINAL_TRANSACTION_STATUSES: readonly TransactionStatus[] = ['COMPLETED', 'FAILED', 'CANCELLED'];

export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  DEPOSIT: 'Deposit',
  INVESTMENT: 'Investment',
  WITHDRAWAL: 'Withdrawal',
  TRANSFER_OUT: 'Transfer out',
  TRANSFER_IN: 'Transfer in',
  FEE: 'Management fee',
  REBALANCE: 'Rebalancing',
  REFERRAL_REWARD: 'Referral reward',
};

export const TRANSACTION_STATUS_LABELS: Record<TransactionStatus, string> = {
  PENDING: 'Pending',
  PROCESSING: 'Processing',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
};
