import '@mantine/core/styles/Table.css';
import { Card, Stack, Table, Text, Title } from '@mantine/core';
import type { PeriodReturn } from '@harta/contracts/schemas/returns';
import { SignedFigure } from '../../../components/money/signed-figure';
import { formatRate, formatSignedRinggit } from '../../../lib/money/format-return';
import { usePerformanceT } from '../i18n/use-performance-t';
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
    <Card component="section" aria-labelledby="all-periods-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="all-periods-heading">
          {t('perf.allPeriods')}
        </Title>
        <Table.ScrollContainer
          minWidth={380}
          // Focusable, so that a keyboard can scroll it on a narrow screen (axe: scrollable-region-focusable).
          type="native"
          tabIndex={0}
        >
          <Table fz="sm" verticalSpacing={6} aria-labelledby="all-periods-heading" data-testid="returns-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('perf.col.period')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('perf.col.twr')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('perf.col.mwr')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('perf.col.gain')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
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
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {rate(ret.twr, ret.annualised)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {rate(ret.mwr, ret.annualised)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {ret.gain === null ? (
                      t('perf.unavailable')
                    ) : (
                      <SignedFigure value={ret.gain} size="sm">
                        {formatSignedRinggit(ret.gain).replace('RM ', '')}
                      </SignedFigure>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}
