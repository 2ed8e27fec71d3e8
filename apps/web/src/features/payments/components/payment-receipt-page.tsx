import '@mantine/core/styles/Alert.css';
import { Badge, Button, Card, Container, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { href } from '@harta/contracts/routes';
import type { PaymentReceipt } from '@harta/contracts/schemas/payments';
import { LoadFailed } from '../../../components/page/load-failed';
import { PageTitle } from '../../../components/page/page-title';
import { useAuth } from '../../../lib/auth/auth-context';
import { isHttpError } from '../../../lib/http/http-error';
import { usePaymentReceipt } from '../api/get-payment-receipt';
import { usePaymentsT } from '../i18n/use-payments-t';
import { formatRinggit } from '../logic/format-ringgit';
import { PendingDepositModal } from './pending-deposit-modal';

const STATUS_COLOR: Record<PaymentReceipt['status'], string> = { PENDING: 'orange', SUCCESS: 'green', FAILED: 'red' };

/**
 * `payment/{orderId}/{status}` (spec section 2; open to visitors, section 6): where the bank sends the browser back.
 * It shows the order's STORED status (the `{status}` in the URL is the bank's claim and decides nothing), the
 * amount, the bank and the reference, nothing personal. While the bank has not confirmed, it checks again every few
 * seconds and a logged-in client sees the pending-deposit modal.
 */
export function PaymentReceiptPage() {
  const t = usePaymentsT();
  const { orderId = '' } = useParams();
  const receipt = usePaymentReceipt(orderId);
  const auth = useAuth();
  const loggedIn = auth.status === 'authenticated';
  const [modalClosed, setModalClosed] = useState(false);
  const pending = receipt.data?.status === 'PENDING';

  return (
    <Container size="xs">
      <Stack gap="lg">
        <PageTitle>{t('page.payment')}</PageTitle>
        {receipt.isPending ? (
          <Card aria-busy="true" aria-label={t('pay.receipt.checking')}>
            <Stack>
              <Skeleton height={28} width="40%" />
              <Skeleton height={18} />
              <Skeleton height={18} />
              <Skeleton height={18} />
            </Stack>
          </Card>
        ) : receipt.isError ? (
          isHttpError(receipt.error) && receipt.error.status === 404 ? (
            <Card>
              <Text role="alert">{t('pay.receipt.notFound')}</Text>
            </Card>
          ) : (
            <LoadFailed onRetry={() => void receipt.refetch()} />
          )
        ) : (
          <ReceiptCard receipt={receipt.data} />
        )}
        {loggedIn && (
          <Group>
            <Button component={Link} to={href.to('dashboard')}>
              {t('pay.receipt.toDashboard')}
            </Button>
            <Button variant="default" component={Link} to={href.to('transactions')}>
              {t('pay.receipt.toTransactions')}
            </Button>
            {receipt.data?.status === 'FAILED' && (
              <Button variant="subtle" component={Link} to={href.to('deposit')}>
                {t('pay.receipt.tryAgain')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <PendingDepositModal opened={loggedIn && pending && !modalClosed} onClose={() => setModalClosed(true)} />
    </Container>
  );
}

function ReceiptCard({ receipt }: { receipt: PaymentReceipt }) {
  const t = usePaymentsT();
  const rows: [string, string][] = [
    [t('pay.receipt.amount'), `RM ${formatRinggit(receipt.amount)}`],
    [t('pay.receipt.bank'), receipt.bankName],
    [t('pay.receipt.reference'), receipt.reference],
    ...(receipt.bankReference ? [[t('pay.receipt.bankReference'), receipt.bankReference] as [string, string]] : []),
  ];
  return (
    <Card>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{t('pay.receipt.status')}</Text>
          <Badge color={STATUS_COLOR[receipt.status]} variant="light" size="lg" tt="none">
            {t(`pay.receipt.status.${receipt.status}`)}
          </Badge>
        </Group>
        <Text role="status">{receipt.statusMessage}</Text>
        <dl className="harta-receipt">
          {rows.map(([label, value]) => (
            <Group key={label} justify="space-between" wrap="nowrap" gap="md" component="div">
              <Text component="dt" c="dimmed">
                {label}
              </Text>
              <Text
                component="dd"
                m={0}
                ta="right"
                style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
              >
                {value}
              </Text>
            </Group>
          ))}
        </dl>
      </Stack>
    </Card>
  );
}

export default PaymentReceiptPage;
