import { Table, Text } from '@mantine/core';
import type { PerformanceHolding } from '@harta/contracts/schemas/returns';
import { formatPrice, formatUnits } from '@harta/contracts/format';
import { SignedFigure } from '../../../components/money/signed-figure';
import { formatDate } from '../../../lib/i18n/format-date';
import { formatSignedRinggit, formatWeight } from '../../../lib/money/format-return';
import { formatRinggit } from '../../../lib/money/format-ringgit';
import { usePerformanceT } from '../i18n/use-performance-t';
import { FigureCell, FiguresTable } from './figures-table';

const amount = (ringgit: string) => formatRinggit(ringgit).replace('RM ', '');

/** Per holding: units, the close used (in its listing currency, with its date), value, cost and gain in ringgit. */
export function HoldingsTable({ holdings }: { holdings: readonly PerformanceHolding[] }) {
  const t = usePerformanceT();
  return (
    <FiguresTable
      id="holdings-heading"
      title={t('perf.holdingsHeading')}
      minWidth={640}
      testId="holdings-table"
      columns={[
        t('perf.col.fund'),
        t('perf.col.units'),
        t('perf.col.price'),
        t('perf.col.holdingValue'),
        t('perf.col.cost'),
        t('perf.col.holdingGain'),
        t('perf.col.weight'),
      ]}
      empty={
        holdings.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('perf.holdingsEmpty')}
          </Text>
        ) : undefined
      }
    >
      <Table.Tbody className="harta-num">
        {holdings.map((h) => (
          <Table.Tr key={h.ticker}>
            <Table.Th scope="row" fw={400}>
              <Text size="sm" fw={600}>
                {h.ticker}
              </Text>
              <Text size="xs" c="dimmed">
                {h.name}
              </Text>
            </Table.Th>
            <FigureCell>{formatUnits(h.units)}</FigureCell>
            <FigureCell>
              {`${h.currency} ${formatPrice(h.price)}`}
              <Text size="xs" c="dimmed">
                {t('perf.priceOn', { date: formatDate(h.priceDate) })}
              </Text>
            </FigureCell>
            <FigureCell>{amount(h.value)}</FigureCell>
            <FigureCell>{amount(h.cost)}</FigureCell>
            <FigureCell>
              <SignedFigure value={h.gain} size="sm">
                {formatSignedRinggit(h.gain).replace('RM ', '')}
              </SignedFigure>
            </FigureCell>
            <FigureCell>{formatWeight(h.weightBps)}</FigureCell>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </FiguresTable>
  );
}
