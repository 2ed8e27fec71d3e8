import '@mantine/core/styles/Input.css';
import { Badge, Button, Card, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { ShariahFund } from '@harta/contracts/schemas/shariah';
import { LoadFailed } from '../../../../components/page/load-failed';
import { holdsAnyRole, useStaffRoles } from '../../../../lib/auth/staff-roles';
import { MoneyHeader } from '../../money/components/money-shared';
import { useShariahUniverse } from '../api/shariah-api';
import { useShariahUniverseT, type ShariahUniverseKey } from '../i18n/use-shariah-universe-t';
import { ShariahChangeModal } from './shariah-change-modal';
import { StaffTable } from '../../../../components/staff/staff-table';

/**
 * Staff page /backoffice/shariah (docs/backoffice.md "Shariah universe and dividends"): every fund with its Shariah
 * facts. A Shariah adviser or an administrator (the server's PUT route) may ask to change them; a Shariah adviser
 * approves the request on the Approvals page.
 */
export function ShariahUniversePage() {
  const t = useShariahUniverseT();
  const universe = useShariahUniverse();
  const canAsk = holdsAnyRole(useStaffRoles(), ['shariah_adviser', 'administrator']);
  const [changing, setChanging] = useState<ShariahFund | null>(null);

  return (
    <Stack gap="lg">
      <MoneyHeader title={t('shariahUniverse.title')} subtitle={t('shariahUniverse.subtitle')} />
      {universe.isPending ? (
        <Skeleton height={160} aria-label={t('app.loading')} />
      ) : universe.isError ? (
        <LoadFailed message={t('shariahUniverse.loadFailed')} onRetry={() => void universe.refetch()} />
      ) : universe.data.length === 0 ? (
        <Text c="dimmed">{t('shariahUniverse.empty')}</Text>
      ) : (
        <Card withBorder padding={0}>
          <StaffTable
            minWidth={900}
            columns={[
              { label: t('shariahUniverse.col.fund') },
              { label: t('shariahUniverse.col.compliant') },
              { label: t('shariahUniverse.col.standard') },
              { label: t('shariahUniverse.col.body') },
              { label: t('shariahUniverse.col.issuer') },
              { label: t('shariahUniverse.col.market') },
              ...(canAsk ? [{ label: t('shariahUniverse.col.actions'), hidden: true }] : []),
            ]}
          >
            {universe.data.map((fund) => (
              <Table.Tr key={fund.ticker} data-testid="shariah-fund-row">
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {fund.ticker}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {fund.name} ·{' '}
                    {t(`shariahUniverse.assetClass.${fund.assetClass}` as ShariahUniverseKey, {
                      defaultValue: fund.assetClass,
                    })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {/* Its own width: squeezed by the long texts beside it, a badge would cut its word short. */}
                  <Badge color={fund.shariahCompliant ? 'green' : 'gray'} variant="light" miw="max-content">
                    {t(fund.shariahCompliant ? 'shariahUniverse.compliant' : 'shariahUniverse.notCompliant')}
                  </Badge>
                </Table.Td>
                <Table.Td>{fund.screeningStandard ?? t('shariahUniverse.none')}</Table.Td>
                <Table.Td>{fund.certifyingBody ?? t('shariahUniverse.none')}</Table.Td>
                <Table.Td>{fund.issuer ?? t('shariahUniverse.none')}</Table.Td>
                <Table.Td>
                  {fund.exchange} · {fund.currency}
                </Table.Td>
                {canAsk && (
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={t('shariahUniverse.changeLabel', { ticker: fund.ticker })}
                      onClick={() => setChanging(fund)}
                    >
                      {t('shariahUniverse.change')}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </StaffTable>
        </Card>
      )}
      {changing && <ShariahChangeModal fund={changing} onClose={() => setChanging(null)} />}
    </Stack>
  );
}
