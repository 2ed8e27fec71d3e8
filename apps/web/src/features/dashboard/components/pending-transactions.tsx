import '../../../components/plain/plain.css';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { href } from '@harta/contracts/routes';
import type { PendingTransaction } from '@harta/contracts/schemas/returns';
import { formatRinggit } from '../../../lib/money/format-ringgit';
import type { DashboardT } from '../i18n/use-dashboard-t';
import { formatDate } from '../../../lib/i18n/format-date';
import { transactionStatusText, transactionTypeText } from '../../../lib/i18n/transaction-texts';

/** Where a pending transaction is shown in full: the transactions page filtered to its type and status. */
function transactionsLink(item: PendingTransaction): string {
  const query = new URLSearchParams({ type: item.type, status: item.status });
  return `${href.to('transactions')}?${query.toString()}`;
}

/**
 * What a line says: its type and where it stands (a paid deposit is COMPLETED in the books but still "paid, to be
 * invested" to the client, until its trade date is invested), and the trade date it waits for.
 */
function describe(item: PendingTransaction, t: DashboardT): { title: string; when: string | null } {
  // A REBALANCE under way is a risk-level switch (a drift rebalance is done at once and never listed).
  const type = item.type === 'REBALANCE' ? t('pending.switch') : transactionTypeText(item.type);
  const status = item.stage ? t(`pending.stage.${item.stage}`) : transactionStatusText(item.status);
  const title = t('pending.item', { type, status });
  const when = item.tradeDate
    ? t(item.type === 'DEPOSIT' ? 'pending.investOn' : 'pending.tradeOn', { date: formatDate(item.tradeDate) })
    : null;
  return { title, when };
}

/** Deposits, withdrawals and transfers not final yet, newest first, each a link to where it is followed up. */
export function PendingTransactions({ items, t }: { items: readonly PendingTransaction[]; t: DashboardT }) {
  if (items.length === 0) return null;
  return (
    <section className="harta-card" aria-labelledby="pending-heading">
      <div className="harta-stack harta-gap-sm">
        <div>
          <h2 className="harta-h3" id="pending-heading">
            {t('pending.heading')}
          </h2>
          <p className="harta-text harta-text-sm harta-dimmed">{t('pending.hint')}</p>
        </div>
        <ul className="harta-stack harta-gap-xs harta-plain-list">
          {items.map((item) => {
            const date = formatDate(item.createdAt);
            const { title, when } = describe(item, t);
            return (
              <li key={item.id} className="harta-row harta-between harta-nowrap" data-testid="pending-item">
                <div>
                  <Anchor component={Link} to={transactionsLink(item)} fw={500}>
                    {title}
                  </Anchor>
                  <p className="harta-text harta-text-xs harta-dimmed">
                    {item.goalName ? `${date} · ${t('pending.toGoal', { goal: item.goalName })}` : date}
                  </p>
                  {when && (
                    <p className="harta-text harta-text-xs" data-testid="pending-trade-date">
                      {when}
                    </p>
                  )}
                </div>
                <p className="harta-text harta-num harta-fw-500" style={{ textAlign: 'right' }}>
                  {item.amount ? formatRinggit(item.amount) : t('pending.amountLater')}
                </p>
              </li>
            );
          })}
        </ul>
        <Anchor component={Link} to={href.to('transactions')} size="sm">
          {t('pending.viewAll')}
        </Anchor>
      </div>
    </section>
  );
}
