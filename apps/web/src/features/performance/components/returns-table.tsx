import { Table, Text } from '@mantine/core';
import type { PeriodReturn } from '@harta/contracts/schemas/returns';
import { SignedFigure } from '../../../components/money/signed-figure';
import { formatRate, formatSignedRinggit } from '../../../lib/money/format-return';
import { usePerformanceT } from '../i18n/use-performance-t';
import { FigureCell, FiguresTable } from './figures-table';
import { unavailableText } from './returns-panel';

/** Every period's TWR, MWR and gain in one table (the summary-detail page); a missing figure says why. */
export function ReturnsTable({ returns }: { returns: readonly PeriodReturn[] }) {
  const t = usePerformanceT();
  const rate = (value: string | null, annualised: boolean) =>
    value === null ? (
      <Text span size="sm">
        {t('perf.unavailable')}
      </Text>
    ) : (
      <SignedFigure value={value} size="sm">
        {annualised ? t('perf.perYear', { rate: formatRate(value) }) : formatRate(value)}
      </SignedFigure>
    );
  return (
    <FiguresTable
      id="all-periods-heading"
      title={t('perf.allPeriods')}
      minWidth={380}
      testId="returns-table"
      columns={[t('perf.col.period'), t('perf.col.twr'), t('perf.col.mwr'), t('perf.col.gain')]}
    >
      <Table.Tbody>
        {returns.map((ret) => (
          <Table.Tr key={ret.period}>
            <Table.Th scope="row" fw={500}>
              {t(`perf.periodLong.${ret.period}`)}
              {ret.twr === null && (
                <Text size="xs" c="dimmed" fw={400}>
                  {unavailableText(t, ret)}
                </Text>
              )}
            </Table.Th>
            <FigureCell>{rate(ret.twr, ret.annualised)}</FigureCell>
            <FigureCell>{rate(ret.mwr, ret.annualised)}</FigureCell>
            <FigureCell>
              {ret.gain === null ? (
                t('perf.unavailable')
              ) : (
                <SignedFigure value={ret.gain} size="sm">
                  {formatSignedRinggit(ret.gain).replace('RM ', '')}
                </SignedFigure>
              )}
            </FigureCell>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </FiguresTable>
  );
}
