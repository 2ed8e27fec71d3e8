import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { RETURN_PERIODS, type ReturnPeriod } from '@harta/contracts/schemas/returns';
import { usePerformanceT } from '../i18n/use-performance-t';

/** 1M 3M 6M YTD 1Y 3Y SI as one radio group (each option also named in full for screen readers). */
export function PeriodSelector({ value, onChange }: { value: ReturnPeriod; onChange: (period: ReturnPeriod) => void }) {
  const t = usePerformanceT();
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {t('perf.period')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        fullWidth
        value={value}
        onChange={(next) => onChange(next as ReturnPeriod)}
        data={RETURN_PERIODS.map((period) => ({
          value: period,
          label: (
            <>
              {t(`perf.period.${period}`)} <VisuallyHidden>({t(`perf.periodLong.${period}`)})</VisuallyHidden>
            </>
          ),
        }))}
      />
    </Stack>
  );
}
