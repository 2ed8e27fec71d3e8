import '@mantine/core/styles/Input.css';
import { NativeSelect } from '@mantine/core';
import { usePortfolios } from '../../../lib/portfolios/api/get-portfolios';
import { usePerformanceT } from '../i18n/use-performance-t';

const ALL = '';

/** All portfolios together, or one: the choice lives in the address (`?portfolio=<guid>`), so it can be linked. */
export function PortfolioSwitcher({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (guid: string | null) => void;
}) {
  const t = usePerformanceT();
  const portfolios = usePortfolios();
  const list = portfolios.data?.portfolios ?? [];
  return (
    <NativeSelect
      label={t('perf.portfolio')}
      value={value ?? ALL}
      onChange={(event) => onChange(event.currentTarget.value === ALL ? null : event.currentTarget.value)}
      data={[
        { value: ALL, label: t('perf.allPortfolios') },
        ...list.map((p) => ({ value: p.guid, label: p.goalName })),
        // A portfolio named in the address before the list has come (or not in it): keep the select truthful.
        ...(value && !list.some((p) => p.guid === value) ? [{ value, label: t('perf.portfolio') }] : []),
      ]}
      maw={360}
    />
  );
}
