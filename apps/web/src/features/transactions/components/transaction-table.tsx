import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Table, Text } from '@mantine/core';
import type { TransactionItem } from '@harta/contracts/schemas/transaction-listing';
import { formatRinggit } from '../../../lib/money/format-ringgit';
import { useTransactionsT } from '../i18n/use-transactions-t';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { transactionDescriptionText } from '../../../lib/i18n/transaction-texts';
import { usePhoneWidth } from '../../../lib/platform/use-phone-width';
import { TransactionCards } from './transaction-cards';
import { TransactionReferences } from './transaction-references';
import { TRANSACTION_STATUS_COLOURS } from './transaction-status-colours';

/**
 * The rows, newest first: date (Malaysia time), portfolio, type with its description, status, amount. At a phone's
 * width, as cards instead (transaction-cards.tsx): five columns do not fit there.
 */
export function TransactionTable({ items }: { items: readonly TransactionItem[] }) {
  const t = useTransactionsT();
  const phone = usePhoneWidth();
  if (phone) return <TransactionCards items={items} />;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" striped aria-label={t('txn.list')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('txn.col.date')}</Table.Th>
            <Table.Th>{t('txn.col.portfolio')}</Table.Th>
            <Table.Th>{t('txn.col.type')}</Table.Th>
            <Table.Th>{t('txn.col.status')}</Table.Th>
            <Table.Th ta="right">{t('txn.col.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-testid="transaction-row">
              <Table.Td>{formatDateTime(item.createdAt)}</Table.Td>
              <Table.Td>{item.portfolio.goalName}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {t(`txn.type.${item.type}`)}
                </Text>
                {transactionDescriptionText(item) && (
                  <Text size="xs" c="dimmed">
                    {transactionDescriptionText(item)}
                  </Text>
                )}
                <TransactionReferences item={item} />
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={TRANSACTION_STATUS_COLOURS[item.status]}>
                  {t(`txn.status.${item.status}`)}
                </Badge>
                {item.completedAt && item.status === 'COMPLETED' && (
                  <Text size="xs" c="dimmed">
                    {t('txn.completedOn', { date: formatDateTime(item.completedAt) })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">
                {item.amount === null ? (
                  <Text size="sm" c="dimmed">
                    {t('txn.pendingAmount')}
                  </Text>
                ) : (
                  formatRinggit(item.amount).replace(/^RM /, '')
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
