import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { href } from '@harta/contracts/routes';
import type { PendingTransaction } from '@harta/contracts/schemas/returns';
import { TRANSACTION_STATUS_LABELS, TRANSACTION_TYPE_LABELS } from '@harta/contracts/transactions';
import { formatRinggit } from '../../../lib/money/format-ringgit';
import { useDashboardT } from '../i18n/use-dashboard-t';
import { formatDate } from '../../../lib/i18n/format-date';

const label = (labels: Record<string, string>, code: string) => labels[code] ?? code;

/** Where a pending transaction is shown in full: the transactions page filtered to its type and status. */
function transactionsLink(item: PendingTransaction): string {
  const query = new URLSearchParams({ type: item.type, status: item.status });
  return `${href.to('transactions')}?${query.toString()}`;
}

/** Deposits, withdrawals and transfers not final yet, newest first, each a link to where it is followed up. */
export function PendingTransactions({ items }: { items: readonly PendingTransaction[] }) {
  const t = useDashboardT();
  if (items.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="pending-heading">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id="pending-heading">
            {t('pending.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('pending.hint')}
          </Text>
        </div>
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => {
            const type = label(TRANSACTION_TYPE_LABELS, item.type);
            const date = formatDate(item.createdAt);
            return (
              <Group key={item.id} component="li" justify="space-between" wrap="nowrap" data-testid="pending-item">
                <div>
                  <Anchor component={Link} to={transactionsLink(item)} fw={500}>
                    {t('pending.item', { type, status: label(TRANSACTION_STATUS_LABELS, item.status) })}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {item.goalName ? `${date} · ${t('pending.toGoal', { goal: item.goalName })}` : date}
                  </Text>
                </div>
                <Text className="harta-num" fw={500} ta="right">
                  {item.amount ? formatRinggit(item.amount) : t('pending.amountLater')}
                </Text>
              </Group>
            );
          })}
        </Stack>
        <Anchor component={Link} to={href.to('transactions')} size="sm">
          {t('pending.viewAll')}
        </Anchor>
      </Stack>
    </Card>
  );
}
