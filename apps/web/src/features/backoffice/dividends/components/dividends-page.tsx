import { Card, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatAmount } from '@harta/contracts/format';
import {
  DIVIDEND_STAFF_ROLES,
  PURIFICATION_STAFF_ROLES,
  type DividendDeclaration,
} from '@harta/contracts/schemas/dividends';
import { LoadFailed } from '../../../../components/page/load-failed';
import { holdsAnyRole, useStaffRoles } from '../../../../lib/auth/staff-roles';
import { formatDate } from '../../logic/format-date';
import { MoneyHeader, StateBadge } from '../../money/components/money-shared';
import { useDividends } from '../api/dividends-api';
import { useDividendsT } from '../i18n/use-dividends-t';
import { DeclareDividendCard } from './declare-dividend-card';
import { PurificationCard } from './purification-card';
import { StaffTable } from '../../../../components/staff/staff-table';

/**
 * Staff page /backoffice/dividends (docs/backoffice.md "Shariah universe and dividends"): the declarations with what
 * each paid and the purification owed to charity; operations also declare and pay (the server's roles), the Shariah
 * adviser reads what the ratios they approved set aside.
 */
export function DividendsPage() {
  const t = useDividendsT();
  const dividends = useDividends();
  const roles = useStaffRoles();
  return (
    <Stack gap="lg">
      <MoneyHeader title={t('dividends.page.title')} subtitle={t('dividends.page.subtitle')} />
      <PurificationCard canPay={holdsAnyRole(roles, PURIFICATION_STAFF_ROLES)} />
      {holdsAnyRole(roles, DIVIDEND_STAFF_ROLES) && <DeclareDividendCard />}
      {dividends.isPending ? (
        <Skeleton height={160} aria-label={t('app.loading')} />
      ) : dividends.isError ? (
        <LoadFailed message={t('dividends.page.loadFailed')} onRetry={() => void dividends.refetch()} />
      ) : dividends.data.length === 0 ? (
        <Text c="dimmed">{t('dividends.page.empty')}</Text>
      ) : (
        <Card withBorder padding={0}>
          <DeclarationsTable items={dividends.data} />
        </Card>
      )}
    </Stack>
  );
}

/** A fraction on the wire ('0.3', '0.037200') as a percentage for the table ('30%', '3.72%'), exact: no floats. */
function percent(fraction: string): string {
  const [whole = '0', decimals = ''] = fraction.split('.');
  const digits = `${whole}${decimals.padEnd(2, '0')}`;
  const integer = digits.slice(0, whole.length + 2).replace(/^0+(?=\d)/, '');
  const rest = digits.slice(whole.length + 2).replace(/0+$/, '');
  return `${integer}${rest ? `.${rest}` : ''}%`;
}

/** '0.39290000' → '0.3929', '2.00000000' → '2': the stored scale's zeros say nothing. */
function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

const isZero = (value: string) => /^0*\.?0*$/.test(value);

function DeclarationsTable({ items }: { items: DividendDeclaration[] }) {
  const t = useDividendsT();
  return (
    <StaffTable
      minWidth={900}
      columns={[
        { label: t('dividends.page.col.fund') },
        { label: t('dividends.page.col.dates') },
        { label: t('dividends.page.col.perUnit') },
        { label: t('dividends.page.col.rates') },
        { label: t('dividends.page.col.status') },
        { label: t('dividends.page.col.paid') },
      ]}
    >
      {items.map((d) => (
        <Table.Tr key={d.id} data-testid="dividend-row">
          <Table.Td ff="monospace">{d.ticker}</Table.Td>
          <Table.Td>
            {formatDate(d.exDate)} · {formatDate(d.payDate)}
          </Table.Td>
          <Table.Td>
            {trimDecimal(d.perUnit)} {d.currency}
          </Table.Td>
          <Table.Td>
            <Text size="sm">{t('dividends.page.withheld', { rate: percent(d.withholdingRate) })}</Text>
            <Text size="sm">
              {isZero(d.purificationRatio)
                ? t('dividends.page.noPurification')
                : t('dividends.page.purification', { ratio: percent(d.purificationRatio) })}
            </Text>
          </Table.Td>
          <Table.Td>
            <StateBadge
              state={d.status === 'PAID' ? 'PAID' : 'PENDING'}
              label={t(`dividends.page.status.${d.status}`)}
            />
          </Table.Td>
          <Table.Td>
            {d.status === 'PAID' ? (
              <>
                <Text size="sm">
                  {t('dividends.page.paid', {
                    gross: formatAmount(d.grossTotal),
                    tax: formatAmount(d.taxTotal),
                    purification: formatAmount(d.purificationTotal),
                  })}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('dividends.page.portfolios', { count: d.portfolios, date: formatDate(d.paidTradeDate) })}
                </Text>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {t('dividends.page.notPaid')}
              </Text>
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </StaffTable>
  );
}
