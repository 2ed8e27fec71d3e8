import type { TransactionItem } from '@harta/contracts/schemas/transaction-listing';
import { describeTransaction } from '@harta/contracts/transaction-description';
import {
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  transactionStatusLabel,
  transactionTypeLabel,
  type TransactionStatus,
  type TransactionType,
} from '@harta/contracts/transactions';
import { i18n } from './init-i18n';
import type { Language } from './language';

/**
 * A transaction's words in the chosen language, from the texts the CSV export and the PDF statements use too
 * (contracts transactions.ts and transaction-description.ts; docs/languages.md): one status vocabulary, one way of
 * writing a description, wherever a client reads them.
 */
const language = (): Language => (i18n.language === 'ms' ? 'ms' : 'en');

/** 'Withdrawal' / 'Pengeluaran'; an unknown code as it is. */
export function transactionTypeText(type: string): string {
  return (TRANSACTION_TYPES as readonly string[]).includes(type)
    ? transactionTypeLabel(type as TransactionType, language())
    : type;
}

/** 'Pending' / 'Belum selesai'; an unknown code as it is. */
export function transactionStatusText(status: string): string {
  return (TRANSACTION_STATUSES as readonly string[]).includes(status)
    ? transactionStatusLabel(status as TransactionStatus, language())
    : status;
}

/** The row's description written out in the chosen language (an old row's stored text when it has no facts). */
export function transactionDescriptionText(item: Pick<TransactionItem, 'descriptionFields' | 'description'>): string {
  return describeTransaction(item.descriptionFields, language(), item.description) ?? '';
}
