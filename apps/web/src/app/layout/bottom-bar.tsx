import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href } from '@harta/contracts/routes';
import type { TranslationKey } from '../../lib/i18n/resources';
import { ChartIcon, HomeIcon, ListIcon, UserIcon } from '../../components/icons/icons';

const items: readonly { labelKey: TranslationKey; to: string; Icon: ComponentType<{ size?: number }> }[] = [
  { labelKey: 'nav.home', to: href.to('dashboard'), Icon: HomeIcon },
  { labelKey: 'nav.performance', to: href.to('performanceSummaryDetail'), Icon: ChartIcon },
  { labelKey: 'nav.transaction', to: href.to('transactions'), Icon: ListIcon },
  { labelKey: 'nav.myAccount', to: href.to('myAccount'), Icon: UserIcon },
];

/** The native app's navigation (spec section 2): Home, Performance, Transaction, My Account. */
export function BottomBar() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.bottom')} className="harta-bottom-bar">
      {items.map(({ labelKey, to, Icon }) => (
        <NavLink key={to} to={to} className="harta-bottom-link">
          <Icon size={22} />
          <span>{t(labelKey)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
