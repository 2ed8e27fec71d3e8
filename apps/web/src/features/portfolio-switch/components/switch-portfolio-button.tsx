import { Button } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useSwitchT } from '../i18n/use-switch-t';
import { switchPortfolioHref } from '../../../lib/portfolios/switch-link';

/** Opens the switch of this portfolio (the modal mounted on the page): for a portfolio card. */
export function SwitchPortfolioButton({ portfolio }: { portfolio: { guid: string; goalName: string } }) {
  const t = useSwitchT();
  const { pathname } = useLocation();
  return (
    <Button
      component={Link}
      to={switchPortfolioHref(pathname, portfolio.guid)}
      size="xs"
      variant="light"
      aria-label={t('switch.ui.buttonLabel', { goal: portfolio.goalName })}
    >
      {t('switch.ui.button')}
    </Button>
  );
}
