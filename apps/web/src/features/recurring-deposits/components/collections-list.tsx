import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { href } from '@harta/contracts/routes';
import { COLLECTIONS_PAGE_SIZE, type CollectionView } from '@harta/contracts/schemas/recurring-deposits';
import { LoadFailed } from '../../../components/page/load-failed';
import { formatDate } from '../../../lib/i18n/format-date';
import { formatRinggit } from '../../../lib/money/format-ringgit';
import { usePhoneWidth } from '../../../lib/platform/use-phone-width';
import { useCollections } from '../api/recurring-deposit-api';
import { useRecurringT, type RecurringT } from '../i18n/use-recurring-t';
import { reasonText } from '../logic/schedule-words';

const COLOUR: Record<CollectionView['status'], string> = {
  scheduled: 'gray',
  submitted: 'yellow',
  collected: 'green',
  failed: 'red',
};

/** The goal's collections, newest date first, with why a debit failed; a table, or a list at a phone's width. */
export function CollectionsList({ portfolio }: { portfolio: string }) {
  const t = useRecurringT();
  const [page, setPage] = useState(1);
  const collections = useCollections(portfolio, page);
  const phone = usePhoneWidth();
  const heading = t('recurring.collections.heading');

  return (
    <Card>
      <Stack gap="md">
        <Title order={2} size="h3">
          {heading}
        </Title>
        {collections.isPending ? (
          <Skeleton height={120} aria-busy="true" aria-label={t('recurring.loading')} />
        ) : collections.isError ? (
          <LoadFailed message={t('recurring.collections.loadFailed')} onRetry={() => void collections.refetch()} />
        ) : collections.data.items.length === 0 ? (
          <Text c="dimmed">{t('recurring.collections.empty')}</Text>
        ) : phone ? (
          <ul className="harta-plain-list" aria-label={heading} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {collections.data.items.map((c) => (
              <li key={c.guid} data-testid="collection-row" style={{ padding: '8px 0' }}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div>
                    <Text size="sm" fw={500}>
                      {formatDate(c.scheduledFor)}
                    </Text>
                    <CollectionStatus collection={c} t={t} />
                  </div>
                  <Text size="sm" fw={600}>
                    {formatRinggit(c.amount)}
                  </Text>
                </Group>
              </li>
            ))}
          </ul>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table aria-label={heading} verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('recurring.collections.col.date')}</Table.Th>
                  <Table.Th ta="right">{t('recurring.collections.col.amount')}</Table.Th>
                  <Table.Th>{t('recurring.collections.col.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {collections.data.items.map((c) => (
                  <Table.Tr key={c.guid} data-testid="collection-row">
                    <Table.Td>{formatDate(c.scheduledFor)}</Table.Td>
                    <Table.Td ta="right">{formatRinggit(c.amount)}</Table.Td>
                    <Table.Td>
                      <CollectionStatus collection={c} t={t} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {collections.data && collections.data.total > COLLECTIONS_PAGE_SIZE && (
          <Group justify="center" gap="sm">
            <Button variant="default" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
              {t('recurring.collections.previous')}
            </Button>
            <Button
              variant="default"
              disabled={page * COLLECTIONS_PAGE_SIZE >= collections.data.total}
              onClick={() => setPage((p) => p + 1)}
            >
              {t('recurring.collections.next')}
            </Button>
          </Group>
        )}
        {collections.data?.items.some((c) => c.status === 'collected') && (
          <Anchor component={Link} to={href.to('transactions')} size="sm">
            {t('recurring.collections.toTransactions')}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

function CollectionStatus({ collection, t }: { collection: CollectionView; t: RecurringT }) {
  return (
    <Stack gap={2} align="flex-start">
      <Group gap={6}>
        <Badge variant="light" color={COLOUR[collection.status]} style={{ minWidth: 'max-content' }}>
          {t(`recurring.collection.${collection.status}`)}
        </Badge>
        {collection.attempt > 1 && (
          <Text size="xs" c="dimmed">
            {t('recurring.collections.retry', { attempt: collection.attempt })}
          </Text>
        )}
      </Group>
      {collection.failureReason && (
        <Text size="xs" c="dimmed">
          {reasonText(t, collection.failureReason)}
        </Text>
      )}
    </Stack>
  );
}
