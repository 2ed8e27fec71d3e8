import '@mantine/core/styles/Modal.css';
import { Modal } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useSwitchT } from '../i18n/use-switch-t';
import { SwitchPortfolioFlow } from './switch-portfolio-flow';

/** The search parameter that opens the switch: `?switch=<portfolio guid>` ('first' for the client's first). */
export { SWITCH_PARAM } from '../../../lib/portfolios/switch-link';
import { SWITCH_PARAM } from '../../../lib/portfolios/switch-link';

/**
 * The portfolio switch as a modal over the page it is mounted on (the dashboard): opened by `?switch=<guid>`, so a
 * portfolio card links to it (`switchPortfolioHref`) and the browser's back button closes it.
 */
export function SwitchPortfolioModal() {
  const t = useSwitchT();
  const [params, setParams] = useSearchParams();
  const value = params.get(SWITCH_PARAM);
  const close = () =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(SWITCH_PARAM);
        return next;
      },
      { replace: true },
    );
  return (
    <Modal opened={value !== null} onClose={close} title={t('switch.ui.title')} size="lg">
      {value !== null && <SwitchPortfolioFlow portfolio={value === 'first' ? null : value} onClose={close} />}
    </Modal>
  );
}
