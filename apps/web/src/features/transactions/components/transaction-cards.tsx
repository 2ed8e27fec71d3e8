import '@mantine/core/styles/Badge.css';
import '../../../components/plain/plain.css';
import './transaction-cards.css';
import { Badge } from '@mantine/core';
import type { TransactionItem } from '@harta/contracts/schemas/transaction-listing';
import { formatRinggit } from '../../../lib/money/format-ringgit';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { transactionDescriptionText } from '../../../lib/i18n/transaction-texts';
import { useTransactionsT } from '../i18n/use-transactions-t';
import { TransactionReferences } from './transaction-references';
import { TRANSACTION_STATUS_COLOURS } from './transaction-status-colours';

/**
 * The transactions at a phone's width: one card per row, its type and amount on the first line, then what it was,
 * then the goal, date and status. The same facts as the table, nothing behind a sideways scroll.
 */
export function TransactionCards({ items }: { items: readonly TransactionItem[] }) {
  const t = useTransactionsT();
  return (
    <ul className="harta-plain-list harta-txn-cards" aria-label={t('txn.list')}>
      {items.map((item) => (
        <li key={item.id} className="harta-txn-card" data-testid="transaction-row">
          <div className="harta-txn-card-line">
            <span className="harta-fw-600">{t(`txn.type.${item.type}`)}</span>
            <span className={item.amount === null ? 'harta-dimmed harta-text-sm' : 'harta-fw-600'}>
              {item.amount === null ? t('txn.pendingAmount') : formatRinggit(item.amount)}
            </span>
          </div>
          {transactionDescriptionText(item) && (
            <p className="harta-text harta-text-xs harta-dimmed">{transactionDescriptionText(item)}</p>
          )}
          <div className="harta-txn-card-line">
            <span className="harta-text-xs harta-dimmed">
              {item.portfolio.goalName} · {formatDateTime(item.createdAt)}
            </span>
            <Badge variant="light" color={TRANSACTION_STATUS_COLOURS[item.status]} style={{ flexShrink: 0 }}>
              {t(`txn.status.${item.status}`)}
            </Badge>
          </div>
          {item.completedAt && item.status === 'COMPLETED' && (
            <p className="harta-text harta-text-xs harta-dimmed">
              {t('txn.completedOn', { date: formatDateTime(item.completedAt) })}
            </p>
          )}
          <TransactionReferences item={item} />
        </li>
      ))}
    </ul>
  );
}
