import '../../../components/plain/plain.css';
import './transaction-cards.css';
import type { TransactionItem } from '@harta/contracts/schemas/transaction-listing';
import { useTransactionsT } from '../i18n/use-transactions-t';

/** The transaction's one reference, and a withdrawal's payout reference from the bank once staff have paid it. */
export function payoutReferenceOf(item: TransactionItem): string | null {
  const reference = item.details?.payoutReference;
  return typeof reference === 'string' && reference !== '' ? reference : null;
}

/**
 * The references under a transaction (docs/money.md "One reference per transaction"): the same one its receipt,
 * the withdrawal page and the CSV show, and the bank's payout reference where there is one.
 */
export function TransactionReferences({ item }: { item: TransactionItem }) {
  const t = useTransactionsT();
  const payout = payoutReferenceOf(item);
  return (
    <>
      <p className="harta-text harta-text-xs harta-dimmed harta-txn-reference">
        {t('txn.reference', { reference: item.reference })}
      </p>
      {payout && (
        <p className="harta-text harta-text-xs harta-dimmed harta-txn-reference">
          {t('txn.payoutReference', { reference: payout })}
        </p>
      )}
    </>
  );
}
