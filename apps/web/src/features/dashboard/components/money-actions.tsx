import '../../../components/plain/plain.css';
import './money-actions.css';
import { Link } from 'react-router';
import { href } from '@harta/contracts/routes';
import type { DashboardT } from '../i18n/use-dashboard-t';

/**
 * Every money action in one row under the greeting: deposit, withdraw, transfer between goals, and the online
 * payments made. Plain links with a button's look (two rows of two on a phone), so that each of the
 * client's money pages is one click from the dashboard (docs/dashboard-and-performance.md, "Money actions").
 */
export function MoneyActions({ t }: { t: DashboardT }) {
  const actions = [
    { to: href.to('deposit'), label: t('actions.deposit'), primary: true },
    { to: href.to('withdrawal'), label: t('actions.withdraw') },
    { to: href.to('transfer'), label: t('actions.transfer') },
    { to: href.to('onlinePayments'), label: t('actions.onlinePayments') },
  ];
  return (
    <nav aria-label={t('actions.label')} className="harta-money-actions">
      {actions.map((a) => (
        <Link
          key={a.to}
          to={a.to}
          className={a.primary ? 'harta-money-action harta-money-action-primary' : 'harta-money-action'}
        >
          {a.label}
        </Link>
      ))}
    </nav>
  );
}
