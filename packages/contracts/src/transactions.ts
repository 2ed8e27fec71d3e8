/**
 * What a client sees in `transactions` (issue #11): one row per deposit, investment, withdrawal, transfer leg,
 * fee, referral reward, dividend (with its withholding tax and purification), each with a status. Shared by the server (stored values, filters) and the web (labels, filters).
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
  'DIVIDEND',
  'WITHHOLDING_TAX',
  'PURIFICATION',
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
  DIVIDEND: 'Dividend',
  WITHHOLDING_TAX: 'Withholding tax',
  PURIFICATION: 'Purification',
};

export const TRANSACTION_STATUS_LABELS: Record<TransactionStatus, string> = {
  PENDING: 'Pending',
  PROCESSING: 'Processing',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
};

/** The same labels in Bahasa Melayu (the statements', the CSV's and the web page's words). */
export const TRANSACTION_TYPE_LABELS_MS: Record<TransactionType, string> = {
  DEPOSIT: 'Deposit',
  INVESTMENT: 'Pelaburan',
  WITHDRAWAL: 'Pengeluaran',
  TRANSFER_OUT: 'Pindahan keluar',
  TRANSFER_IN: 'Pindahan masuk',
  FEE: 'Yuran pengurusan',
  REBALANCE: 'Pengimbangan semula',
  REFERRAL_REWARD: 'Ganjaran rujukan',
  DIVIDEND: 'Dividen',
  WITHHOLDING_TAX: 'Cukai pegangan',
  PURIFICATION: 'Penyucian',
};

export const TRANSACTION_STATUS_LABELS_MS: Record<TransactionStatus, string> = {
  PENDING: 'Belum selesai',
  PROCESSING: 'Sedang diproses',
  COMPLETED: 'Selesai',
  FAILED: 'Gagal',
  CANCELLED: 'Dibatalkan',
};

/** A type's label in a language. */
export function transactionTypeLabel(type: TransactionType, language: 'en' | 'ms'): string {
  return (language === 'ms' ? TRANSACTION_TYPE_LABELS_MS : TRANSACTION_TYPE_LABELS)[type];
}

/** A status's label in a language: the one status vocabulary of every page, list, file and statement. */
export function transactionStatusLabel(status: TransactionStatus, language: 'en' | 'ms'): string {
  return (language === 'ms' ? TRANSACTION_STATUS_LABELS_MS : TRANSACTION_STATUS_LABELS)[status];
}
