import '@mantine/core/styles/SimpleGrid.css';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PeriodReturn } from '@harta/contracts/schemas/returns';
import { SignedFigure } from '../../../components/money/signed-figure';
import { formatDate } from '../../../lib/i18n/format-date';
import { formatRate, formatSignedRinggit } from '../../../lib/money/format-return';
import { usePerformanceT, type PerformanceT } from '../i18n/use-performance-t';

/**
 * Why a return is missing, in plain words naming the period. Since inception has no shorter period to suggest: a
 * portfolio with no valuation yet is told when its first one comes.
 */
export function unavailableText(t: PerformanceT, ret: PeriodReturn): string {
  const reason = ret.unavailableReason ?? 'NO_HISTORY';
  if (reason === 'NO_HISTORY' && ret.period === 'SI') return t('perf.reason.NO_HISTORY_SI');
  return t(`perf.reason.${reason}`, { period: t(`perf.periodName.${ret.period}`) });
}

function Rate({
  label,
  hint,
  rate,
  ret,
  testId,
}: {
  label: string;
  hint: string;
  rate: string | null;
  ret: PeriodReturn;
  testId: string;
}) {
  const t = usePerformanceT();
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {rate === null ? (
        <Text fw={600} size="xl" data-testid={testId}>
          {t('perf.unavailable')}
        </Text>
      ) : (
        <SignedFigure value={rate} fw={700} size="xl" data-testid={testId}>
          {formatRate(rate)}
        </SignedFigure>
      )}
      {rate !== null && (
        <Text size="xs" c="dimmed">
          {t(ret.annualised ? 'perf.annualised' : 'perf.overPeriod')}
        </Text>
      )}
      <Text size="sm" mt={4}>
        {hint}
      </Text>
    </div>
  );
}

/**
 * The chosen period's time-weighted and money-weighted returns and gain, each with what it means, why the two can
 * differ, and why a figure is missing when it is.
 */
export function ReturnsPanel({ ret }: { ret: PeriodReturn }) {
  const t = usePerformanceT();
  const missing = ret.twr === null || ret.mwr === null;
  return (
    <Card component="section" aria-labelledby="returns-heading">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="returns-heading">
            {`${t('perf.returnsHeading')}: ${t(`perf.periodLong.${ret.period}`)}`}
          </Title>
          {ret.from && ret.to && (
            <Text size="sm" c="dimmed">
              {t('perf.range', { from: formatDate(ret.from), to: formatDate(ret.to) })}
            </Text>
          )}
        </div>
        {missing && (
          <Text role="note" data-testid="return-unavailable">
            {unavailableText(t, ret)}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Rate label={t('perf.twr')} hint={t('perf.twrHint')} rate={ret.twr} ret={ret} testId="twr" />
          <Rate label={t('perf.mwr')} hint={t('perf.mwrHint')} rate={ret.mwr} ret={ret} testId="mwr" />
        </SimpleGrid>
        <div>
          <Text size="sm" c="dimmed">
            {t('perf.gain')}
          </Text>
          {ret.gain === null ? (
            <Text fw={600} data-testid="period-gain">
              {t('perf.unavailable')}
            </Text>
          ) : (
            <SignedFigure value={ret.gain} fw={600} size="lg" data-testid="period-gain">
              {formatSignedRinggit(ret.gain)}
            </SignedFigure>
          )}
          <Text size="xs" c="dimmed">
            {t('perf.gainHint')}
          </Text>
        </div>
        <div>
          <Title order={3} size="h5">
            {t('perf.whyDiffer')}
          </Title>
          <Text size="sm">{t('perf.whyDifferBody')}</Text>
        </div>
      </Stack>
    </Card>
  );
}
