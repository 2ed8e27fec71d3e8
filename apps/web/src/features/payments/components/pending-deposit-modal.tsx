import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { href } from '@harta/contracts/routes';
import { formatDate } from '../../../lib/i18n/format-date';
import { usePaymentsT } from '../i18n/use-payments-t';

/**
 * Spec section 2 "Pending deposit": 'We are processing your transaction(s)', with links to transactions and dashboard.
 * Shown on the dashboard itself, the dashboard's link gives way to OK, which closes it.
 */
export function PendingDepositModal({
  opened,
  onClose,
  investOn = null,
}: {
  opened: boolean;
  onClose: () => void;
  /** The trade date a paid deposit is invested at (docs/money.md "Trade dates"), when one is waiting for it. */
  investOn?: string | null;
}) {
  const t = usePaymentsT();
  const onDashboard = useLocation().pathname === href.to('dashboard');
  return (
    <Modal opened={opened} onClose={onClose} title={t('page.deposit')} centered>
      <Stack gap="lg">
        <Text>{t('deposit.pendingProcessing')}</Text>
        {investOn && (
          <Text data-testid="pending-invest-on">{t('pay.pending.investOn', { date: formatDate(investOn) })}</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={href.to('transactions')} onClick={onClose}>
            {t('pay.pending.transactions')}
          </Button>
          {onDashboard ? (
            <Button onClick={onClose}>{t('pay.pending.ok')}</Button>
          ) : (
            <Button component={Link} to={href.to('dashboard')} onClick={onClose}>
              {t('pay.pending.dashboard')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
