import { Anchor, Badge, Button, Card, Container, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { href } from '@harta/contracts/routes';
import type { OnlineTransaction } from '@harta/contracts/schemas/payments';
import { LoadFailed } from '../../../components/page/load-failed';
import { PageTitle } from '../../../components/page/page-title';
import { useOnlineTransactions } from '../api/get-online-transactions';
import { usePaymentsT } from '../i18n/use-payments-t';
import { formatRinggit } from '../logic/format-ringgit';
import { formatDate } from '../../../lib/i18n/format-date';

const STATUS_COLOR: Record<OnlineTransaction['status'], string> = {
  PENDING: 'orange',
  SUCCESS: 'green',
  FAILED: 'red',
};

/** `online-payments`: the client's online-banking payments, newest first, each with its receipt. */
export function OnlinePaymentsPage() {
  const t = usePaymentsT();
  const list = useOnlineTransactions();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Container size="md">
      <Stack gap="lg">
        <PageTitle>{t('page.onlinePayments')}</PageTitle>
        {list.isPending ? (
          <Stack aria-busy="true" aria-label={t('app.loading')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={88} />
            ))}
          </Stack>
        ) : list.isError ? (
          <LoadFailed onRetry={() => void list.refetch()} />
        ) : items.length === 0 ? (
          <Card>
            <Stack align="flex-start">
              <Text>{t('pay.online.empty')}</Text>
              <Button component={Link} to={href.to('deposit')}>
                {t('pay.online.deposit')}
              </Button>
            </Stack>
          </Card>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((item) => (
              <Card key={item.orderId} component="li" padding="md">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Stack gap={2}>
                    <Text fw={600}>
                      <Anchor component={Link} to={href.payment(item.orderId, item.statusCode ?? 'view')} inherit>
                        {item.portfolioName}
                      </Anchor>
                    </Text>
                    <Text size="sm" c="dimmed">
                      {formatDate(item.createdAt)} · {item.bankName}
                    </Text>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {t('pay.receipt.reference')}: {item.reference}
                    </Text>
                  </Stack>
                  <Stack gap={4} align="flex-end">
                    <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                      RM {formatRinggit(item.amount)}
                    </Text>
                    <Badge color={STATUS_COLOR[item.status]} variant="light" tt="none">
                      {t(`pay.receipt.status.${item.status}`)}
                    </Badge>
                  </Stack>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
        {list.hasNextPage && (
          <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {t('pay.online.more')}
          </Button>
        )}
      </Stack>
    </Container>
  );
}

export default OnlinePaymentsPage;
