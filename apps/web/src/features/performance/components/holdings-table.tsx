import '@mantine/core/styles/Table.css';
import { Card, Stack, Table, Text, Title } from '@mantine/core';
import type { PerformanceHolding } from '@harta/contracts/schemas/returns';
import { SignedFigure } from '../../../components/money/signed-figure';
import { formatDate } from '../../../lib/i18n/format-date';
import { formatSignedRinggit, formatWeight } from '../../../lib/money/format-return';
import { formatRinggit } from '../../../lib/money/format-ringgit';
import { usePerformanceT } from '../i18n/use-performance-t';

const amount = (ringgit: string) => formatRinggit(ringgit).replace('RM ', '');

/** Per holding: units, the close used (in its listing currency, with its date), value, cost and gain in ringgit. */
export function HoldingsTable({ holdings }: { holdings: readonly PerformanceHolding[] }) {
  const t = usePerformanceT();
  return (
    <Card component="section" aria-labelledby="holdings-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="holdings-heading">
          {t('perf.holdingsHeading')}
        </Title>
        {holdings.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('perf.holdingsEmpty')}
          </Text>
        ) : (
          <Table.ScrollContainer
            minWidth={640}
            // Focusable, so that a keyboard can scroll it on a narrow screen (axe: scrollable-region-focusable).
            type="native"
            tabIndex={0}
          >
            <Table fz="sm" verticalSpacing={6} aria-labelledby="holdings-heading" data-testid="holdings-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('perf.col.fund')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('perf.col.units')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('perf.col.price')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('perf.col.holdingValue')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('perf.col.cost')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('perf.col.holdingGain')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('perf.col.weight')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
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
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {h.units}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {`${h.currency} ${h.price}`}
                      <Text size="xs" c="dimmed">
                        {t('perf.priceOn', { date: formatDate(h.priceDate) })}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {amount(h.value)}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {amount(h.cost)}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      <SignedFigure value={h.gain} size="sm">
                        {formatSignedRinggit(h.gain).replace('RM ', '')}
                      </SignedFigure>
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatWeight(h.weightBps)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
